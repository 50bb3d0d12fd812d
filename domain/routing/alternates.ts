import type { StoreCode, StoreView } from '../store-view/store-view';
import { storePrefix, storeViewOf } from './store-prefix';

/** A product's or category's alternate link (catalogue spec §3 alternate_href_tags). */
export interface AlternateHrefTag {
  readonly language_code: string;
  readonly url: string;
}

const languageOf = (code: string): string => code.slice(0, 2).toLowerCase();

/** The store-relative path of a CMS alternate: its full_slug starts with the store code (catalogue spec §2 CMS). */
export function cmsAlternatePath(fullSlug: string, views: readonly StoreView[]): { storeCode: StoreCode; path: string } | undefined {
  const [first, ...rest] = fullSlug.replace(/^\/+/, '').split('/');
  const view = views.find((v) => v.storeCode === first);
  if (view === undefined) return undefined;
  const page = rest.join('/').replace(/\/+$/, '');
  return { storeCode: view.storeCode, path: page === '' || page === 'home' ? '/' : `/${page}` };
}

/** The home path of a store view: '/' for the default view, '/en/' and '/de/' otherwise. */
export function storeHomePath(storeCode: StoreCode, views: readonly StoreView[]): string {
  return `${storePrefix(storeViewOf(storeCode, views))}/`;
}

/**
 * Where the language switch goes: the alternate link of the current product, category or CMS page in the chosen
 * store view, otherwise that store's home (catalogue spec §2 "Language drawer").
 */
export function languageSwitchTarget(
  target: StoreCode,
  alternates: { readonly hrefTags?: readonly AlternateHrefTag[]; readonly cmsFullSlugs?: readonly string[] },
  views: readonly StoreView[],
): string {
  const tag = alternates.hrefTags?.find((t) => languageOf(t.language_code) === target);
  if (tag !== undefined) return tag.url;
  for (const slug of alternates.cmsFullSlugs ?? []) {
    const cms = cmsAlternatePath(slug, views);
    if (cms?.storeCode === target) return `${storePrefix(storeViewOf(target, views))}${cms.path}`;
  }
  return storeHomePath(target, views);
}
