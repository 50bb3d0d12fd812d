/** Paging of the blog list: 5 page links visible around the current one (catalogue spec §9). */
export const BLOG_VISIBLE_PAGES = 5;

/** The pages to link: a window of up to 5 around the current page, kept inside 1 … pageCount. */
export function visiblePages(page: number, pageCount: number, visible = BLOG_VISIBLE_PAGES): number[] {
  const count = Math.min(visible, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** The path of a blog page: page 1 has no page parameter (catalogue spec §2). */
export const blogPageHref = (basePath: string, page: number): string => (page <= 1 ? basePath : `${basePath}?page=${String(page)}`);
