import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../testing/contracts/port-failure';
import { reviewContract } from '../../testing/contracts/review.contract';
import { type NodeMock, startNodeMock } from '../../mock-backend/node';
import { badContentTypeMessage } from '../http/json-client';
import { wrongFormatMessage } from '../http/parse-wire';
import { mockApiConfig } from '../../testing/mock-api-config';
import { HttpReviews } from './http-reviews';
import { InMemoryReviews } from './in-memory-reviews';

let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterEach(() => mock.reset());
afterAll(() => mock.close());

// Approving happens in the back office, which the mock does not have: the test flips the stored status.
const approveInMock = (id: string) =>
  mock.ctx.state.update((s) => {
    const stored = s.reviews.find((r) => String(r['id']) === id);
    if (stored === undefined) throw new Error(`no review ${id} in the mock`);
    stored['review_status'] = 1;
  });

reviewContract('HttpReviews against the mock backend', () => ({ reviews: new HttpReviews(mockApiConfig()), approve: approveInMock }));

reviewContract('InMemoryReviews', () => {
  const reviews = new InMemoryReviews();
  return { reviews, approve: (id) => reviews.approve(id) };
});

describe('HttpReviews on the wire', () => {
  const reviews = new HttpReviews(mockApiConfig());
  const review = { productId: 12, title: 'Nice', detail: 'Good coat.', nickname: 'Anna', customerId: 3 };

  it('posts `{ review: { product_id, title, detail, nickname, review_entity, review_status: 2, customer_id } }`', async () => {
    await reviews.create('de', review);
    expect(mock.ctx.state.get().reviews[0]).toMatchObject({
      product_id: 12,
      title: 'Nice',
      detail: 'Good coat.',
      nickname: 'Anna',
      review_entity: 'product',
      review_status: 2,
    });
  });

  it.each([
    ['an outage', { pattern: 'reviews/create', outage: true }, 'unavailable'],
    ['a 500', { pattern: 'reviews/create', errorRate: 1, errorStatus: 500 as const }, 'unavailable'],
    ['a body of the wrong shape', { pattern: 'reviews/create', malformed: 'shape' as const }, 'invalid-response'],
  ])('create fails on %s', async (_name, rule, kind) => {
    mock.ctx.faults.add(rule);
    expect((await failure(reviews.create('nl', review))).kind).toBe(kind);
  });

  it('a list answer of the wrong shape or type names the spec texts', async () => {
    mock.ctx.faults.set([{ pattern: 'review/_search', malformed: 'shape' }]);
    expect((await failure(reviews.list('nl', 12))).message).toContain(wrongFormatMessage);
    mock.ctx.faults.set([{ pattern: 'review/_search', contentType: 'html' }]);
    expect((await failure(reviews.list('nl', 12))).message).toBe(badContentTypeMessage);
  });
});
