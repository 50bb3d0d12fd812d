import type { NewReview, Review } from '../../domain/reviews/review';
import { PENDING } from '../../domain/reviews/review';
import type { ReviewWire } from './http-reviews-wire';

export function toReview(wire: ReviewWire): Review {
  return {
    id: String(wire.id),
    productId: Number(wire.product_id),
    title: wire.title,
    detail: wire.detail,
    nickname: wire.nickname,
    ...(typeof wire.rating === 'number' ? { rating: wire.rating } : {}),
    status: Number(wire.review_status),
    createdAt: wire.created_at ?? '',
  };
}

/** The body of `POST {reviews}/create`: every new review is a product review, pending approval. */
export function toCreateBody(review: NewReview): { review: Record<string, unknown> } {
  return {
    review: {
      product_id: review.productId,
      title: review.title,
      detail: review.detail,
      nickname: review.nickname,
      review_entity: 'product',
      review_status: PENDING,
      ...(review.rating === undefined ? {} : { rating: review.rating }),
      ...(review.customerId === undefined ? {} : { customer_id: review.customerId }),
    },
  };
}
