import { type PageData } from '../../ui/render/page-facts';

const plainTag = /^[A-Za-z0-9._~:/-]{0,256}$/;

/**
 * A cache tag as the cache and a CDN see it: letters, digits and `._~:/-` as they are, any other byte `%XX`
 * (a SKU with a space or a comma cannot split a `Surrogate-Key` or `Cache-Tag` header), at most 256 characters.
 * Tags in a purge request go through the same function, so `product:A B` purges what it tagged.
 */
export function cacheTag(raw: string): string {
  const trimmed = raw.trim();
  // Nearly every tag is plain already (a page has a tag per product): one test instead of one per character.
  if (plainTag.test(trimmed)) return trimmed;
  let tag = '';
  for (const char of trimmed) {
    tag += plainTag.test(char) ? char : [...Buffer.from(char, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
    if (tag.length > 256) return tag.slice(0, 256);
  }
  return tag;
}

const object = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
/** Views of a product's variants and children: they belong to the product, which carries its parent's SKU. */
const variantKeys = new Set(['variants', 'configurable_children', 'selectedVariant', 'children']);

/**
 * What a rendered page shows, from its loader data (the views the presenters made):
 * - `product:<parent sku>` for each product view (a card, the product page's product, bundle and grouped parts): an
 *   object with a `sku` and a `typeId`/`type_id`; variants and configurable children are part of their parent;
 * - `category:<id>` for the category a listing shows (its list id `category_<id>`, the analytics list of GA4);
 * - `cms:<story id>` for each Storyblok story: the page's story and every blog teaser on it.
 * The walk is bounded (depth 24, 50,000 values), so no page data can make it slow.
 */
export function shownTags(data: unknown): string[] {
  const tags = new Set<string>();
  let budget = 50_000;
  const walk = (value: unknown, depth: number): void => {
    if (budget-- <= 0 || depth > 24) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    if (!object(value)) return;
    const sku = value['sku'];
    if (typeof sku === 'string' && (typeof value['typeId'] === 'string' || typeof value['type_id'] === 'string')) {
      const parent = value['parentSku'] ?? value['parent_sku'];
      tags.add(`product:${typeof parent === 'string' && parent !== '' ? parent : sku}`);
    }
    const id = value['id'];
    if (
      typeof id === 'string' &&
      id !== '' &&
      ((typeof value['fullSlug'] === 'string' && 'content' in value) || (typeof value['href'] === 'string' && typeof value['publishedAt'] === 'string'))
    ) {
      tags.add(`cms:${id}`);
    }
    if (typeof id === 'string') {
      const category = /^category_(\d+)$/.exec(id);
      if (category?.[1] !== undefined) tags.add(`category:${category[1]}`);
    }
    // for…in, not Object.entries: a listing's data has thousands of objects, each entries array was garbage.
    for (const key in value) if (Object.hasOwn(value, key) && !variantKeys.has(key)) walk(value[key], depth + 1);
  };
  walk(data, 0);
  return [...tags];
}

/**
 * Every tag of a page: what it shows, its store view, its route and its path (the path only for the server's own
 * purge by path; CDNs purge by URL themselves). Encoded with `cacheTag`, without duplicates.
 */
export function pageTags(page: Pick<PageData, 'route' | 'data'>, pathname: string): string[] {
  const tags = [`store:${page.route.storeCode}`, `route:${page.route.name}`, `path:${pathname}`, ...shownTags(page.data)];
  return [...new Set(tags.map(cacheTag))];
}

/** Longest header value we send: CDNs take 16 KB (Fastly's `Surrogate-Key`, Cloudflare's `Cache-Tag` in total). */
const maxHeaderLength = 8_192;

/**
 * The response headers a CDN purges by: `Surrogate-Key` (Fastly, Varnish xkey; space-separated) and `Cache-Tag`
 * (Cloudflare, Akamai; comma-separated). The server's `path:` tags stay inside; the store view and route tags come
 * first, then the content, so a page with more tags than fit loses products last seen in its lists, never its own.
 */
export function tagHeaders(tags: readonly string[]): Record<string, string> {
  const kept: string[] = [];
  let length = 0;
  for (const tag of tags) {
    if (tag.startsWith('path:')) continue;
    if (length + tag.length + 1 > maxHeaderLength) break;
    kept.push(tag);
    length += tag.length + 1;
  }
  if (kept.length === 0) return {};
  return { 'surrogate-key': kept.join(' '), 'cache-tag': kept.join(',') };
}
