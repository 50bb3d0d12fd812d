import { inject, injectable } from 'inversify';
import { CatalogSettings } from '../catalog/catalog-settings';
import { CatalogPort } from '../ports/catalog-port';
import { languageSwitchTarget, storeHomePath } from '../../domain/routing/alternates';
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
  /** Where the shop's language switch goes (catalogue spec §2 "Language drawer"). */
  readonly url: string;
  /** Why: the entity's alternate_href_tags, the store's home for lack of a tag, the same CMS page, or the route table. */
  readonly source: 'alternate_href_tags' | 'store-home' | 'same-entity' | 'route-table';
  /** Where the same entity lives in that store view when the switch does not go there (a missing or stale tag). */
  readonly entityUrl?: string;
}

interface HrefTag {
  readonly language_code: string;
  readonly url: string;
}

const tagsOf = (entity: unknown): readonly HrefTag[] =>
  (entity as { readonly alternate_href_tags?: readonly HrefTag[] } | undefined)?.alternate_href_tags ?? [];

/**
 * The URLs of a resolved route in the other store views, as the language switch finds them (domain
 * `languageSwitchTarget`: a product's or category's alternate tag, else the store's home); when that is not the
 * entity itself, also where the same entity lives there. App routes (cart, search, account…) through the route
 * table's path builder.
 */
@injectable()
export class FindUrlAlternates {
  constructor(
    @inject(CatalogPort) private readonly catalog: CatalogPort,
    @inject(CatalogSettings) private readonly settings: CatalogSettings,
  ) {}

  async execute(route: Route): Promise<RouteEntity> {
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
        url: buildPath({ ...route, storeCode }, allStoreViews, { useTrailingSlashes: this.settings.useTrailingSlashes }),
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
    const hrefTags = tagsOf(found);
    const rows: AlternateUrl[] = [];
    for (const other of others) {
      const url = languageSwitchTarget(other, { hrefTags }, allStoreViews);
      const home = storeHomePath(other, allStoreViews);
      const there = (await this.catalog.search(other, type, { filters: [{ attribute: 'id', op: 'eq', value: found.id }], size: 1 })).items[0];
      const entityUrl = there?.url_path === undefined ? undefined : withStorePrefix(other, `/${there.url_path}`);
      rows.push({
        storeCode: other,
        url,
        source: url === home && !hrefTags.some((t) => t.url === home) ? 'store-home' : 'alternate_href_tags',
        ...(entityUrl === undefined || entityUrl === url ? {} : { entityUrl }),
      });
    }
    return { entityId: String(found.id), alternates: rows };
  }
}
