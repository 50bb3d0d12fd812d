import { describe, expect, it } from 'vitest';
import { AddToCart } from './add-to-cart';
import { cartWorld, dress, tee } from '../../testing/cart-world';
import { TrackCartView } from './track-cart-view';

describe('TrackCartView (cart spec §4 "Analytics")', () => {
  it('sends view_cart with every line, its index, variant and the cart value (prices as the totals know them)', async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute(tee, 2);
    await w.get(AddToCart).execute(dress);
    w.get(TrackCartView).execute();
    const tracked = w.analytics.events.at(-1)!;
    expect(tracked).toMatchObject({
      event: 'view_cart',
      params: {
        currency: 'EUR',
        items: [
          { item_id: 'TEE-1', item_name: 'T-shirt Lotte', currency: 'EUR', quantity: 2, index: 0 },
          { item_id: 'DRS-1', item_name: 'Jurk Amara', currency: 'EUR', quantity: 1, index: 1, item_variant: 'DRS-1-S-BLK' },
        ],
      },
    });
    const items = tracked.params.items!;
    expect(tracked.params.value).toBeCloseTo(
      items.reduce((sum, i) => sum + i.price! * i.quantity!, 0),
      2,
    );
  });

  it('sends nothing for an empty cart', async () => {
    const w = await cartWorld();
    w.get(TrackCartView).execute();
    expect(w.analytics.events).toEqual([]);
  });
});
