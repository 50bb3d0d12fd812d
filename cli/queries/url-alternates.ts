import type { CatalogPort } from '../../application/ports/catalog-port';
import { buildPath } from '../../domain/routing/build-path';
import type { Route } from '../../domain/routing/types';
import type { StoreCode } from '../../domain/store-view/store-view';
import { storeCodes } from '../../domain/store-view/store-view';
import { allStoreViews, withStorePrefix } from '../../domain/store-view/store-views';

export interface RouteEntity {
  /** The catalogue id of the product, category or page the route shows, when it has one. */
  readonly entityId?: string;
  readonly alternates: readonly AlternateUrl[];
}

export interface AlternateUrl {
  readonly storeCode: StoreCode;
  readonly url: string;
  /** Where the link comes from: the entity's alternate_href_tags, the same entity in that store view, or the route table. */
  readonly source: 'alternate_href_tags' | 'same-entity' | 'route-table';
}

interface HrefTag {
  readonly language_code: string;
  readonly url: string;
}

const tagsOf = (entity: unknown): readonly HrefTag[] => (entity as { readonly alternate_href_tags?: readonly HrefTag[] } | undefined)?.alternate_href_tags ?? [];
const storeOfTag = (tag: HrefTag): string => tag.language_code.slice(0, 2).toLowerCase();

/**
 * The URLs of a resolved route in the other store views, as the language switch finds them (catalogue spec §2,
 * §3 alternate_href_tags): a product's or category's own tags, else the same entity's url_path there; app routes
 * (cart, search, account…) through the route table's path builder.
 */
export class UrlAlternates {
  constructor(
    private readonly catalog: CatalogPort,
    private readonly useTrailingSlashes: boolean,
  ) {}

  async of(route: Route): Promise<RouteEntity> {
    const others = storeCodes.filter((code) => code !== route.storeCode);
    if (route.name.endsWith('product')) return this.entity(route.storeCode, others, 'product', 'sku', route.params['parentSku']);
    if (route.name === 'category') return this.entity(route.storeCode, others, 'category', 'url_path', route.params['url_path']);
    if (route.name === 'page-not-found' || route.name === 'landing-page') return { alternates: [] };
    if (route.name === 'cms-page') {
      const slug = route.params['slug'] ?? '';
      return { entityId: slug, alternates: others.map((storeCode) => ({ storeCode, url: withStorePrefix(storeCode, `/${slug}`), source: 'same-entity' })) };
    }
    return {
      alternates: others.map((storeCode) => ({
        storeCode,
        url: buildPath({ ...route, storeCode }, allStoreViews, { useTrailingSlashes: this.useTrailingSlashes }),
        source: 'route-table',
      })),
    };
  }

  private async entity(
    storeCode: StoreCode,
    others: readonly StoreCode[],
    type: 'product' | 'category',
    attribute: string,
    value: string | undefined,
  ): Promise<RouteEntity> {
    if (value === undefined) return { alternates: [] };
    const found = (await this.catalog.search(storeCode, type, { filters: [{ attribute, op: 'eq', value }], size: 1 })).items[0];
    if (found === undefined) return { alternates: [] };
    const tags = tagsOf(found);
    const rows: AlternateUrl[] = [];
    for (const other of others) {
      const tag = tags.find((t) => storeOfTag(t) === other);
      if (tag !== undefined) {
        rows.push({ storeCode: other, url: tag.url, source: 'alternate_href_tags' });
        continue;
      }
      const there = (await this.catalog.search(other, type, { filters: [{ attribute: 'id', op: 'eq', value: found.id }], size: 1 })).items[0];
      if (there?.url_path !== undefined) rows.push({ storeCode: other, url: withStorePrefix(other, `/${there.url_path}`), source: 'same-entity' });
    }
    return { entityId: String(found.id), alternates: rows };
  }
}
