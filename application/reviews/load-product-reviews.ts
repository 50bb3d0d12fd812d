import { inject, injectable } from 'inversify';
import type { Review } from '../../domain/reviews/review';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StoreCode } from '../../domain/store-view/store-view';
import { isPortError, type PortErrorKind } from '../ports/port-error';
import { ReviewPort } from '../ports/review-port';

export type LoadProductReviewsFailure = { readonly kind: PortErrorKind };

/** The review modal's list: the approved reviews of a product. */
@injectable()
export class LoadProductReviews {
  constructor(@inject(ReviewPort) private readonly reviews: ReviewPort) {}

  async execute(storeCode: StoreCode, productId: number): Promise<Result<readonly Review[], LoadProductReviewsFailure>> {
    try {
      return ok(await this.reviews.list(storeCode, productId));
    } catch (error) {
      if (!isPortError(error)) throw error;
      return err({ kind: error.kind });
    }
  }
}
