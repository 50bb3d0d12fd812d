import { inject, injectable } from 'inversify';
import type { ReviewPort } from '../../application/ports/review-port';
import { APPROVED, type NewReview, type Review, visibleReviews } from '../../domain/reviews/review';
import type { StoreCode } from '../../domain/store-view/store-view';
import { ApiConfig, serviceUrl } from '../config/api-config';
import { requestJson } from '../http/json-client';
import { parseWire } from '../http/parse-wire';
import { unwrapEnvelope } from '../http/vsf-envelope';
import { extensionBase } from '../magento-customer/extension-base';
import { catalogIndex } from '../vsf-catalog/vsf-catalog';
import { toCreateBody, toReview } from './http-reviews-mappers';
import { reviewSearchWire, reviewWire } from './http-reviews-wire';

/** How many reviews of one product the modal reads. */
const LIST_SIZE = 100;

/**
 * Reviews over HTTP: created through the reviews extension (`POST /api/ext/reviews/create`, catalogue spec §7),
 * listed from the catalogue index's `review` entity (approved ones of the product).
 */
@injectable()
export class HttpReviews implements ReviewPort {
  constructor(@inject(ApiConfig) private readonly config: ApiConfig) {}

  async create(storeCode: StoreCode, review: NewReview): Promise<Review> {
    const url = serviceUrl(this.config, extensionBase(this.config, 'reviews'), 'create');
    const { body } = await requestJson(this.config.fetch, url, {
      method: 'POST',
      body: toCreateBody(review),
      query: { storeCode },
      headers: { 'x-vs-store-code': storeCode },
    });
    return toReview(parseWire(reviewWire, unwrapEnvelope(body, 'reviews create').result, 'reviews create'));
  }

  async list(storeCode: StoreCode, productId: number): Promise<readonly Review[]> {
    const url = serviceUrl(this.config, this.config.services.apiUrl, `catalog/${catalogIndex(storeCode)}/review/_search`);
    const query = { bool: { filter: [{ term: { product_id: productId } }, { term: { review_status: APPROVED } }] } };
    const { body } = await requestJson(this.config.fetch, url, { method: 'POST', body: { query, size: LIST_SIZE }, headers: { 'x-vs-store-code': storeCode } });
    const hits = parseWire(reviewSearchWire, body, 'catalog review search').hits.hits;
    return visibleReviews(
      hits.map((hit) => toReview(hit._source)),
      productId,
    );
  }
}
