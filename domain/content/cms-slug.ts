/**
 * The full slug of a CMS page: the path, or 'home' when empty; a slug equal to a store code gets '/home' appended
 * (catalogue spec §2, CMS preview).
 */
export function cmsFullSlug(path: string, storeCodes: readonly string[]): string {
  const slug = path.replace(/^\/+|\/+$/g, '');
  if (slug === '') return 'home';
  return storeCodes.includes(slug) ? `${slug}/home` : slug;
}

/** With multistore the slug is prefixed by the store code (catalogue spec §2). */
export function storeSlug(slug: string, storeCode: string, multistore: boolean): string {
  const bare = slug.replace(/^\/+/, '');
  if (!multistore || bare === storeCode || bare.startsWith(`${storeCode}/`)) return bare;
  return `${storeCode}/${bare}`;
}
