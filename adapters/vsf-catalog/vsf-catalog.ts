import { inject, injectable } from 'inversify';
import type {
  CatalogEntities,
  CatalogEntityType,
  CatalogPort,
  CatalogQuery,
  CatalogResult,
  RenderedPrice,
  RenderListRequest,
} from '../../application/ports/catalog-port';
import type { StoreCode } from '../../domain/store-view/store-view';
import { ApiConfig, serviceUrl } from '../config/api-config';
import { requestJson } from '../http/json-client';
import { parseWire } from '../http/parse-wire';
import { unwrapEnvelope } from '../http/vsf-envelope';
import { assertEntityType, toCatalogResult, toRenderedPrices } from './vsf-catalog-mappers';
import { renderListWire, searchResponseWire } from './vsf-catalog-wire';
import { buildEsRequest } from './vsf-query-builder';

/** The index of a store view (`vue_storefront_catalog_{store}`, mock-backend content-services §1). */
export const catalogIndex = (storeCode: StoreCode): string => `vue_storefront_catalog_${storeCode}`;

/**
 * The catalogue through the VSF API's Elasticsearch proxy: `POST /api/catalog/{index}/{type}/_search` with the query
 * builder's DSL (wire-reference §1, §2). Successes come without envelope, errors inside one.
 */
@injectable()
export class VsfCatalog implements CatalogPort {
  constructor(@inject(ApiConfig) private readonly config: ApiConfig) {}

  async search<E extends CatalogEntityType>(storeCode: StoreCode, entity: E, query: CatalogQuery): Promise<CatalogResult<CatalogEntities[E]>> {
    assertEntityType(entity);
    const request = buildEsRequest(entity, query);
    const url = serviceUrl(this.config, this.config.services.apiUrl, `catalog/${catalogIndex(storeCode)}/${entity}/_search`);
    const { body } = await requestJson(this.config.fetch, url, {
      method: 'POST',
      body: request.body,
      query: request.query,
      headers: { 'x-vs-store-code': storeCode },
    });
    const response = parseWire(searchResponseWire, body, `catalog ${entity} search`);
    return toCatalogResult(entity, response, { start: request.body['from'] as number, perPage: request.body['size'] as number });
  }

  async renderList(storeCode: StoreCode, request: RenderListRequest): Promise<readonly RenderedPrice[]> {
    if (request.skus.length === 0) return [];
    const url = serviceUrl(this.config, this.config.services.apiUrl, 'product/render-list');
    const { body } = await requestJson(this.config.fetch, url, {
      query: {
        skus: request.skus.join(','),
        currencyCode: request.currencyCode,
        storeId: request.storeId,
        userGroupId: request.userGroupId,
        token: request.token,
      },
      headers: { 'x-vs-store-code': storeCode },
    });
    const envelope = unwrapEnvelope(body, 'product render-list');
    return toRenderedPrices(parseWire(renderListWire, envelope.result, 'product render-list'));
  }
}
