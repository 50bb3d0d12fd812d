import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { ReviewMessageId } from './messages';

/** Review status of the reviews service: 1 approved (shown), 2 pending (every new review). */
export const APPROVED = 1;
export const PENDING = 2;

/** A review as the shop shows it. */
export interface Review {
  readonly id: string;
  readonly productId: number;
  readonly title: string;
  readonly detail: string;
  readonly nickname: string;
  /** 1 to 5 stars; absent when the reviewer gave none. */
  readonly rating?: number;
  readonly status: number;
  /** ISO date-time. */
  readonly createdAt: string;
}

/** What the review form sends. */
export interface NewReview {
  readonly productId: number;
  readonly title: string;
  readonly detail: string;
  readonly nickname: string;
  readonly rating?: number;
  readonly customerId?: number;
}

export type ReviewField = 'title' | 'detail' | 'nickname' | 'rating';
export type ReviewErrors = Readonly<Partial<Record<ReviewField, ReviewMessageId>>>;

/** Title, detail and nickname are required (the reviews service refuses an empty one); a rating is 1 to 5 stars. */
export function validateReview(review: NewReview): Result<NewReview, ReviewErrors> {
  const errors: Partial<Record<ReviewField, ReviewMessageId>> = {};
  const trimmed = { ...review, title: review.title.trim(), detail: review.detail.trim(), nickname: review.nickname.trim() };
  if (trimmed.title === '') errors.title = 'title-required';
  if (trimmed.detail === '') errors.detail = 'detail-required';
  if (trimmed.nickname === '') errors.nickname = 'nickname-required';
  if (review.rating !== undefined && !(Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5)) errors.rating = 'rating-out-of-range';
  return Object.keys(errors).length === 0 ? ok(trimmed) : err(errors);
}

/** The reviews a product page shows: approved ones of that product, newest first. */
export function visibleReviews(reviews: readonly Review[], productId: number): readonly Review[] {
  return reviews.filter((r) => r.productId === productId && r.status === APPROVED).toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
}
