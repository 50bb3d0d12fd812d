import { inject, injectable } from 'inversify';
import { type NewReview, type Review, type ReviewErrors, validateReview } from '../../domain/reviews/review';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StoreCode } from '../../domain/store-view/store-view';
import { isPortError, type PortErrorKind } from '../ports/port-error';
import { ReviewPort } from '../ports/review-port';

export type SubmitReviewFailure = { readonly kind: 'invalid'; readonly errors: ReviewErrors } | { readonly kind: PortErrorKind; readonly message: string };

/** The review form: validates, then sends the review, which waits for approval (status 2). */
@injectable()
export class SubmitReview {
  constructor(@inject(ReviewPort) private readonly reviews: ReviewPort) {}

  async execute(storeCode: StoreCode, review: NewReview): Promise<Result<Review, SubmitReviewFailure>> {
    const valid = validateReview(review);
    if (!valid.ok) return err({ kind: 'invalid', errors: valid.error });
    try {
      return ok(await this.reviews.create(storeCode, valid.value));
    } catch (error) {
      if (!isPortError(error)) throw error;
      return err({ kind: error.kind, message: error.message });
    }
  }
}
