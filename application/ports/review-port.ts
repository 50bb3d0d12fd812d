import type { NewReview, Review } from '../../domain/reviews/review';
import type { StoreCode } from '../../domain/store-view/store-view';

export const ReviewPort = Symbol.for('ReviewPort');

/**
 * Product reviews (catalogue spec §2 review modal, §7 "reviews create"). Failures throw PortError: a review the
 * service refuses is 'rejected' with its text, an outage 'unavailable', a bad answer 'invalid-response'.
 */
export interface ReviewPort {
  /** Sends a review; the service stores it pending (status 2) until approved. */
  create(storeCode: StoreCode, review: NewReview): Promise<Review>;
  /** The approved reviews of a product (status 1), newest first. */
  list(storeCode: StoreCode, productId: number): Promise<readonly Review[]>;
}
