import { CatalogPort } from '../../application/ports/catalog-port';
import { ContentPort } from '../../application/ports/content-port';
import { type RuntimeConfig } from '../../application/config/runtime-config';
import { type SitemapUrl, sitemapUrlCount, sitemapUrls } from '../../application/seo/sitemap-urls';
import { serviceAdapters } from '../../adapters/wiring/modules';
import { type StoreCode, storeCodes } from '../../domain/store-view/store-view';
import { newContainer } from '../../adapters/wiring/new-container';

/** The sitemap protocol's limit of URLs in one file. */
export const MAX_URLS_PER_FILE = 50_000;

/** Paths no crawler should index: filtered and sorted lists, search, cart, checkout, account, preview, mock and cache tools. */
const DISALLOWED = [
  '/*?*color_ois=',
  '/*?*size_ois=',
  '/*?*wever_ois=',
  '/*?*price=',
  '/*?*sort=',
  '/catalogsearch/',
  '/geen-zoekresultaat',
  '/winkelwagen/',
  '/checkout',
  '/login',
  '/my-account',
  '/password/',
  '/storyblok',
  '/__mock/',
  '/__cache/',
];

export interface SeoFileContext {
  readonly publicOrigin: string;
  readonly config: RuntimeConfig;
  readonly apiOrigin: string;
  readonly fetch: typeof fetch;
}

export interface SeoFile {
  readonly contentType: string;
  readonly body: string;
}

const xmlEscape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** robots.txt: every store view's pages are open except the ones that are not pages of their own; names the sitemap index. */
export function robotsTxt(publicOrigin: string): string {
  const prefixes = ['', '/en', '/de'];
  const lines = [
    'User-agent: *',
    ...prefixes.flatMap((p) => DISALLOWED.map((path) => `Disallow: ${path.startsWith('/*') ? path : `${p}${path}`}`)),
    '',
    `Sitemap: ${publicOrigin}/sitemap.xml`,
    '',
  ];
  return [...new Set(lines)].join('\n');
}

/** One store view's URLs as `<urlset>` with `xhtml:link` hreflang alternates, absolute on the public origin. */
export function urlSetXml(urls: readonly SitemapUrl[], publicOrigin: string): string {
  const entries = urls.map((u) => {
    const links = u.alternates
      .map((a) => `<xhtml:link rel="alternate" hreflang="${xmlEscape(a.hreflang)}" href="${xmlEscape(publicOrigin + a.path)}"/>`)
      .join('');
    return `<url><loc>${xmlEscape(publicOrigin + u.path)}</loc>${links}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The sitemap index: one file per store view and 50,000 URLs. */
export function sitemapIndexXml(files: readonly string[], publicOrigin: string): string {
  const entries = files.map((f) => `<sitemap><loc>${xmlEscape(`${publicOrigin}/${f}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

const fileName = (store: StoreCode, n: number): string => `sitemap-${store}-${String(n)}.xml`;
const sitemapFile = /^\/sitemap-(nl|en|de)-(\d+)\.xml$/;

/** Whether the server answers this path with a file of its own (robots.txt, the sitemap index and its files). */
export const isSeoPath = (pathname: string): boolean => pathname === '/robots.txt' || pathname === '/sitemap.xml' || sitemapFile.test(pathname);

/** robots.txt, the sitemap index or one sitemap file; undefined for any other path or a file number past the last. */
export async function seoFile(pathname: string, context: SeoFileContext): Promise<SeoFile | undefined> {
  const origin = context.publicOrigin.replace(/\/+$/, '');
  if (pathname === '/robots.txt') return { contentType: 'text/plain; charset=utf-8', body: robotsTxt(origin) };
  if (!isSeoPath(pathname)) return undefined;
  const container = newContainer();
  container.load(...serviceAdapters({ origin: context.apiOrigin, services: context.config.services, fetch: context.fetch }));
  const sources = {
    catalog: container.get<CatalogPort>(CatalogPort),
    content: container.get<ContentPort>(ContentPort),
    dispatcher: context.config.url.dispatcher,
  };
  const file = sitemapFile.exec(pathname);
  if (file !== null) {
    const store = file[1] as StoreCode;
    const n = Number(file[2]);
    const urls = await sitemapUrls(store, sources);
    const part = urls.slice((n - 1) * MAX_URLS_PER_FILE, n * MAX_URLS_PER_FILE);
    return n < 1 || part.length === 0 ? undefined : { contentType: 'application/xml; charset=utf-8', body: urlSetXml(part, origin) };
  }
  const files: string[] = [];
  for (const store of storeCodes) {
    const count = await sitemapUrlCount(store, sources);
    for (let n = 1; n <= Math.max(1, Math.ceil(count / MAX_URLS_PER_FILE)); n++) files.push(fileName(store, n));
  }
  return { contentType: 'application/xml; charset=utf-8', body: sitemapIndexXml(files, origin) };
}
