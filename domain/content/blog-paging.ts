/** Blog list page size (catalogue spec §7, §9). */
export const BLOG_PAGE_SIZE = 8;
/** Default blog store path (catalogue spec §9). */
export const DEFAULT_BLOG_PATH = '/nl';

export interface BlogPage {
  readonly page: number;
  readonly size: number;
  readonly offset: number;
}

/** The blog page from the page query parameter: pages start at 1, 8 a page, offset = (page - 1) × 8 (catalogue spec §2, §7). */
export function blogPage(pageParam: string | number | undefined | null, size = BLOG_PAGE_SIZE): BlogPage {
  const parsed = Math.trunc(Number(pageParam ?? 1));
  const page = Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
  return { page, size, offset: (page - 1) * size };
}

/** Number of blog pages for a total; at least 1. */
export const blogPageCount = (total: number, size = BLOG_PAGE_SIZE): number => Math.max(1, Math.ceil(Math.max(0, total) / size));

/** Neighbouring pages for the canonical prev/next links; page 1 has no page parameter (catalogue spec §2, §9). */
export function blogPageLinks(page: number, total: number, size = BLOG_PAGE_SIZE): { readonly prev?: number; readonly next?: number } {
  const last = blogPageCount(total, size);
  return { ...(page > 1 ? { prev: page - 1 } : {}), ...(page < last ? { next: page + 1 } : {}) };
}

/** The blog slug sent to the list call: leading slash removed (catalogue spec §7). */
export const blogSlug = (path: string): string => path.replace(/^\/+/, '');
