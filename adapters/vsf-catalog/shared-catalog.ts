import {
  type CatalogEntities,
  type CatalogEntityType,
  type CatalogPort,
  type CatalogQuery,
  type CatalogResult,
  type RenderListRequest,
} from '../../application/ports/catalog-port';
import { type StoreCode } from '../../domain/store-view/store-view';
import { type SharedAnswers } from '../memory/shared-answers';

/**
 * The catalogue's structure, which every page of a store view reads and no shopper changes: categories (the page's
 * own, its parents, the menu's), the search provider's landing pages, attributes and tax rules. Products are not
 * shared: their prices and stock are what a fresh render is for.
 */
const sharedEntities: ReadonlySet<CatalogEntityType> = new Set<CatalogEntityType>(['category', 'landing_page', 'attribute', 'taxrule']);

/** A CatalogPort whose structural searches are the ones the renders of this purge generation share; the rest goes to `inner`. */
export class SharedCatalog implements CatalogPort {
  constructor(
    private readonly inner: CatalogPort,
    private readonly shared: SharedAnswers,
    private readonly generation: number,
  ) {}

  search<E extends CatalogEntityType>(storeCode: StoreCode, entity: E, query: CatalogQuery): Promise<CatalogResult<CatalogEntities[E]>> {
    if (!sharedEntities.has(entity)) return this.inner.search(storeCode, entity, query);
    return this.shared.answer(`catalog:${storeCode}:${entity}:${JSON.stringify(query)}`, this.generation, () => this.inner.search(storeCode, entity, query));
  }

  renderList(storeCode: StoreCode, request: RenderListRequest) {
    return this.inner.renderList(storeCode, request);
  }
}
