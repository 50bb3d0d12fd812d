import { injectable } from 'inversify';
import { PortError } from '../../application/ports/port-error';
import type { ReviewPort } from '../../application/ports/review-port';
import { type NewReview, PENDING, type Review, visibleReviews } from '../../domain/reviews/review';
import type { StoreCode } from '../../domain/store-view/store-view';

export interface StoredReview extends Review {
  readonly storeCode: StoreCode;
}

const withoutStore = ({ storeCode: _store, ...review }: StoredReview): Review => review;

/** ReviewPort in memory: reviews by store view; new ones are pending, as the reviews service stores them. */
@injectable()
export class InMemoryReviews implements ReviewPort {
  private readonly reviews: StoredReview[];
  private failure: PortError | undefined;

  constructor(
    seed: readonly StoredReview[] = [],
    private readonly now: () => Date = () => new Date(),
  ) {
    this.reviews = [...seed];
  }

  /** Makes every later call throw this error (a test's outage). */
  fail(error: PortError | undefined): void {
    this.failure = error;
  }

  /** Approves a stored review (what the shop's staff do in the back office). */
  approve(id: string): void {
    const index = this.reviews.findIndex((r) => r.id === id);
    if (index < 0) throw new PortError('not-found', `No review ${id}`, { status: 404 });
    this.reviews[index] = { ...this.reviews[index]!, status: 1 };
  }

  /** Every stored review, pending ones too. */
  all(): readonly StoredReview[] {
    return this.reviews;
  }

  async create(storeCode: StoreCode, review: NewReview): Promise<Review> {
    this.check();
    const missing = (['title', 'detail', 'nickname'] as const).find((field) => review[field] === '');
    if (missing !== undefined) throw new PortError('rejected', `"${missing}" is required. Enter and try again.`, { status: 400 });
    const { customerId: _customerId, ...fields } = review;
    const stored: StoredReview = { ...fields, id: String(this.reviews.length + 1), status: PENDING, createdAt: this.now().toISOString(), storeCode };
    this.reviews.push(stored);
    return withoutStore(stored);
  }

  async list(storeCode: StoreCode, productId: number): Promise<readonly Review[]> {
    this.check();
    return visibleReviews(this.reviews.filter((r) => r.storeCode === storeCode).map(withoutStore), productId);
  }

  private check(): void {
    if (this.failure !== undefined) throw this.failure;
  }
}
