import { describe, expect, it } from 'vitest';
import { memoryInfrastructure } from '../../adapters/wiring/infrastructure-modules';
import { settingsOfUseCases, memoryAdapters } from '../../adapters/wiring/modules';
import { InMemoryReviews } from '../../adapters/reviews/in-memory-reviews';
import { LoadProductReviews } from '../../application/reviews/load-product-reviews';
import { SubmitReview } from '../../application/reviews/submit-review';
import { defaultRuntimeConfig } from '../../application/config/runtime-config';
import { PortError } from '../../application/ports/port-error';
import { storeViews } from '../../domain/store-view/store-views';
import { ReviewModalStore } from './review-modal.store';
import { newContainer } from '../../adapters/wiring/new-container';

const world = () => {
  const container = newContainer();
  container.load(...memoryAdapters(), memoryInfrastructure(), ...settingsOfUseCases(defaultRuntimeConfig, storeViews.nl));
  const port = container.get(InMemoryReviews);
  const useCases = { loadProductReviews: container.get(LoadProductReviews), submitReview: container.get(SubmitReview) };
  return { port, store: new ReviewModalStore(useCases, 'nl', 11) };
};

describe('ReviewModalStore', () => {
  it('loads the approved reviews, an empty list when there are none', async () => {
    const { store } = world();
    expect(store.list.status).toBe('loading');
    await store.load();
    expect(store.list).toEqual({ status: 'loaded', reviews: [] });
  });

  it('shows the field errors, clears one when its field changes, then sends the review for approval', async () => {
    const { store, port } = world();
    await store.submit();
    expect(store.errors).toEqual({ title: 'title-required', detail: 'detail-required', nickname: 'nickname-required' });
    store.set('title', 'Prachtig');
    expect(store.errors.title).toBeUndefined();
    store.set('detail', 'Valt ruim.');
    store.set('nickname', 'Anna');
    store.set('rating', 5);
    await store.submit();
    expect(store.send).toBe('sent');
    expect(port.all()).toMatchObject([{ productId: 11, title: 'Prachtig', rating: 5, status: 2, storeCode: 'nl' }]);
  });

  it('an outage is a failed send the shopper can retry, and a failed list', async () => {
    const { store, port } = world();
    port.fail(new PortError('unavailable', 'down'));
    await store.load();
    expect(store.list.status).toBe('failed');
    Object.assign(store.form, { title: 't', detail: 'd', nickname: 'n' });
    await store.submit();
    expect(store.send).toBe('failed');
    port.fail(undefined);
    store.set('nickname', 'Nina');
    await store.submit();
    expect(store.send).toBe('sent');
  });

  it('a throttled send (429) says to wait, and the shopper can send again after editing', async () => {
    const { store, port } = world();
    port.fail(new PortError('throttled', 'Too Many Requests', { status: 429 }));
    Object.assign(store.form, { title: 't', detail: 'd', nickname: 'n' });
    await store.submit();
    expect(store.send).toBe('throttled');
    port.fail(undefined);
    store.set('nickname', 'Nina');
    expect(store.send).toBe('editing');
    await store.submit();
    expect(store.send).toBe('sent');
  });
});
