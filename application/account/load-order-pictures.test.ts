import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryInfrastructure } from '../../adapters/wiring/infrastructure-modules';
import { settingsOfUseCases, serviceAdapters } from '../../adapters/wiring/modules';
import { mockApiConfig } from '../../testing/mock-api-config';
import { type NodeMock, startNodeMock } from '../../mock-backend/node';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../testing/mock-backend/test-mock';
import { storeViews } from '../../domain/store-view/store-views';
import { defaultRuntimeConfig } from '../config/runtime-config';
import { Login } from '../session/login';
import { AuthSession } from '../session/auth-session';
import { LoadOrderHistory } from './load-order-history';
import { LoadOrderPictures } from './load-order-pictures';
import { newContainer } from '../../adapters/wiring/new-container';

// The order page shows each line with its picture, as the cart does; the history itself carries none.
let mock: NodeMock;
beforeAll(() => {
  mock = startNodeMock({ seed: 1, products: 60 });
});
afterAll(() => mock.close());

async function world() {
  const container = newContainer();
  container.load(...serviceAdapters(mockApiConfig()), memoryInfrastructure(), ...settingsOfUseCases(defaultRuntimeConfig, storeViews.nl));
  const login = await container.get(Login).execute(DEMO_EMAIL, DEMO_PASSWORD);
  if (!login.ok) throw new Error('the demo account could not sign in');
  const history = await container.get(LoadOrderHistory).execute(container.get(AuthSession).token ?? '', 1);
  const skus = history.ok ? history.value.items.flatMap((order) => (order.lines ?? []).map((line) => line.sku)) : [];
  return { pictures: container.get(LoadOrderPictures), skus };
}

describe('LoadOrderPictures', () => {
  it("gives every ordered sku the catalogue still sells a picture name (a configurable's child too), and none to an unknown sku", async () => {
    const w = await world();
    expect(w.skus.length).toBeGreaterThan(0);
    const pictures = await w.pictures.execute([...w.skus, 'NO-SUCH-SKU']);
    for (const sku of w.skus) expect(pictures.get(sku), sku).toMatch(/^[^/].*\.(svg|webp|jpe?g|png|avif)$/);
    expect(pictures.has('NO-SUCH-SKU')).toBe(false);
  });

  it('answers without pictures, never an error, when the catalogue cannot be read', async () => {
    const w = await world();
    mock.ctx.faults.set([{ pattern: 'product/_search', outage: true }]);
    try {
      expect((await w.pictures.execute(w.skus)).size).toBe(0);
    } finally {
      mock.ctx.faults.clear();
    }
  });
});
