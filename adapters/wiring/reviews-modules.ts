import { ContainerModule } from 'inversify';
import { ReviewPort } from '../../application/ports/review-port';
import type { ApiConfig } from '../config/api-config';
import { HttpReviews } from '../reviews/http-reviews';
import { InMemoryReviews, type StoredReview } from '../reviews/in-memory-reviews';

/** The ports a reviews adapter set binds. */
export const reviewPorts = [ReviewPort] as const;

/** Reviews over the reviews extension and the catalogue index (or the mock backend on the same wire). */
export const reviewAdapters = (config: ApiConfig) =>
  new ContainerModule(({ bind }) => {
    bind(ReviewPort).toConstantValue(new HttpReviews(config));
  });

/** Reviews in memory; the concrete class is bound too, so a test can approve reviews or cause an outage. */
export const reviewMemoryAdapters = (seed: readonly StoredReview[] = []) =>
  new ContainerModule(({ bind }) => {
    bind(InMemoryReviews).toConstantValue(new InMemoryReviews(seed));
    bind(ReviewPort).toService(InMemoryReviews);
  });
