import { describe, expect, it } from 'vitest';
import type { ProductOption } from '../../domain/cart/types';
import { money } from '../../domain/shared/money';
import { PortError } from '../ports/port-error';
import { AddToCart, analyticsItem } from './add-to-cart';
import { CurrentCart } from './current-cart';
import { cartWorld, dress, scarf, tee } from '../../testing/cart-world';

describe('AddToCart (cart spec §4 "Add to cart", §8)', () => {
  it('adds an in-stock product, syncs it to the server and shows the success notice with Proceed to checkout', async () => {
    const w = await cartWorld();
    const result = await w.get(AddToCart).execute(tee);
    expect(result.ok).toBe(true);
    const cart = w.get(CurrentCart).view;
    expect(cart.items).toMatchObject([{ sku: 'TEE-1', qty: 1 }]);
    expect(w.servers.cart.itemsOf(cart.token!)).toMatchObject([{ sku: 'TEE-1', qty: 1 }]);
    expect(w.outlet.notices).toEqual([
      {
        type: 'success',
        message: 'product-added',
        action1: { label: 'ok', action: 'close' },
        action2: { label: 'proceed-to-checkout', action: 'proceed-to-checkout' },
      },
    ]);
    expect(w.analytics.events.map((e) => e.event)).toContain('add_to_cart');
  });

  it('keeps the thumbnail on the line and sends add_to_cart with brand, category, index and variant (cart spec §3)', async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute({ ...dress, thumbnail: '/dress-amara-black-1.svg', brand: 'Lumen', category: 'Jurken', index: 2 }, 2);
    expect(w.get(CurrentCart).view.items).toMatchObject([{ sku: 'DRS-1-S-BLK', thumbnails: ['/dress-amara-black-1.svg'] }]);
    expect(w.analytics.events.find((e) => e.event === 'add_to_cart')?.params).toEqual({
      currency: 'EUR',
      items: [
        {
          item_id: 'DRS-1',
          item_name: 'Jurk Amara',
          item_variant: 'DRS-1-S-BLK',
          currency: 'EUR',
          price: 59.95,
          quantity: 2,
          index: 2,
          item_brand: 'Lumen',
          category: 'Jurken',
          item_category: 'Jurken',
        },
      ],
    });
  });

  it("keeps the catalogue's price signature (sgn) of what was added on the line, and works without one (wire §1)", async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute({ ...dress, sgn: 'child-sgn', signedPriceInclTax: 59.949999999999996 });
    await w.get(AddToCart).execute(tee);
    const [line, unsigned] = w.get(CurrentCart).view.items;
    expect(line).toMatchObject({ sku: 'DRS-1-S-BLK', sgn: 'child-sgn', signedPriceInclTax: 59.949999999999996 });
    expect(unsigned).not.toHaveProperty('sgn');
    expect(unsigned).not.toHaveProperty('signedPriceInclTax');
  });

  it("a second add raises the quantity: 'Product quantity has been updated!'", async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute(tee);
    await w.get(AddToCart).execute(tee);
    expect(w.get(CurrentCart).view.items).toMatchObject([{ sku: 'TEE-1', qty: 2 }]);
    expect(w.outlet.messages()).toEqual(['product-added', 'quantity-updated']);
  });

  it("refuses a product with an unknown price: 'Product price is unknown, product cannot be added to the cart!'", async () => {
    const w = await cartWorld();
    const result = await w.get(AddToCart).execute({ ...tee, price: money(0) });
    expect(result).toMatchObject({ ok: false, error: { kind: 'unknown-price' } });
    expect(w.outlet.messages()).toEqual(['unknown-price']);
    expect(w.get(CurrentCart).view.items).toEqual([]);
  });

  it('refuses a product with errors (no variant chosen) and leaves the button usable', async () => {
    const w = await cartWorld();
    const result = await w.get(AddToCart).execute({ ...dress, errors: { variant: 'no-variant' } });
    expect(result).toMatchObject({ ok: false, error: { kind: 'product-has-errors' } });
    expect(w.get(CurrentCart).view.isAddingToCart).toBe(false);
  });

  it("out of stock: 'The product is out of stock and cannot be added to the cart!' when out-of-stock carts are not allowed", async () => {
    const w = await cartWorld({ settings: { allowOutOfStockInCart: false } });
    const result = await w.get(AddToCart).execute(scarf);
    expect(result).toMatchObject({ ok: false, error: { kind: 'out-of-stock' } });
    expect(w.outlet.messages()).toEqual(['out-of-stock']);
  });

  it('out of stock is added in this shop, where out-of-stock carts are allowed (cart spec §4 "so out-of-stock items may be added")', async () => {
    const w = await cartWorld();
    expect((await w.get(AddToCart).execute(scarf)).ok).toBe(true);
    expect(w.get(CurrentCart).view.items).toMatchObject([{ sku: 'SCF-3', is_in_stock: false }]);
  });

  it("volatile stock (unknown to the stock service) adds with 'The system is not sure about the stock quantity (volatile)...' when out-of-stock carts are not allowed", async () => {
    const w = await cartWorld({ settings: { allowOutOfStockInCart: false } });
    const result = await w.get(AddToCart).execute({ ...tee, sku: 'UNKNOWN-9' });
    expect(result.ok).toBe(true);
    expect(w.outlet.messages()).toEqual(['volatile-stock', 'product-added']);
  });

  it("the Dutch 'De gevraagde hoeveelheid is niet beschikbaar' reverts the add, shows it as a danger notice and raises add-to-cart-failed", async () => {
    const w = await cartWorld();
    const result = await w.get(AddToCart).execute(dress, 4);
    expect(result).toMatchObject({ ok: false, error: { kind: 'server-refused' } });
    expect(w.get(CurrentCart).view.items).toEqual([]);
    expect(w.outlet.notices).toMatchObject([
      { type: 'danger', message: 'server-message', params: { message: 'De gevraagde hoeveelheid is niet beschikbaar' } },
    ]);
    expect(w.outlet.events).toEqual([{ kind: 'add-to-cart-failed', sku: 'DRS-1-S-BLK', message: 'De gevraagde hoeveelheid is niet beschikbaar' }]);
  });

  it('a refused raise restores the previous quantity', async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute(dress, 2);
    await w.get(AddToCart).execute(dress, 2);
    expect(w.get(CurrentCart).view.items).toMatchObject([{ sku: 'DRS-1-S-BLK', qty: 2 }]);
    expect(w.servers.cart.itemsOf(w.get(CurrentCart).view.token!)).toMatchObject([{ qty: 2 }]);
  });

  it('is disabled while an add is in progress', async () => {
    const w = await cartWorld();
    const first = w.get(AddToCart).execute(tee);
    const second = await w.get(AddToCart).execute(tee);
    expect(second).toEqual({ ok: false, error: { kind: 'add-in-progress' } });
    expect((await first).ok).toBe(true);
  });

  it('offline, the line is added locally (the stock counts as volatile) and waits for the next sync', async () => {
    const w = await cartWorld({ online: false });
    expect((await w.get(AddToCart).execute(tee)).ok).toBe(true);
    expect(w.get(CurrentCart).view.items).toMatchObject([{ sku: 'TEE-1', qty: 1 }]);
    expect(w.get(CurrentCart).view.token).toBeUndefined();
  });
});

describe('AddToCart: the line it adds and the answers it gives', () => {
  const engraving = { extension_attributes: { custom_options: [{ option_id: '7', option_value: 'Anna' }] } } as ProductOption;

  it('the line holds what is known of the product and nothing it does not know', async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute({ sku: 'TEE-1', price: money(1995) });
    const [line] = w.get(CurrentCart).view.items;
    expect(line).toMatchObject({ sku: 'TEE-1', qty: 1, price_incl_tax: money(1995), is_in_stock: true });
    for (const absent of ['parentSku', 'name', 'type_id', 'product_option', 'thumbnails', 'sgn', 'signedPriceInclTax']) expect(line).not.toHaveProperty(absent);
  });

  it('a signature without its signed price keeps the signature alone', async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute({ ...tee, sgn: 'tee-sgn' });
    const [line] = w.get(CurrentCart).view.items;
    expect(line).toMatchObject({ sgn: 'tee-sgn' });
    expect(line).not.toHaveProperty('signedPriceInclTax');
  });

  it('a product with custom options is added with them, on the line and on the server', async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute({ ...tee, productOption: engraving });
    const cart = w.get(CurrentCart).view;
    expect(cart.items).toMatchObject([{ sku: 'TEE-1', product_option: engraving }]);
    expect(w.servers.cart.itemsOf(cart.token!)).toMatchObject([{ sku: 'TEE-1', product_option: engraving }]);
  });

  it("another product added next to a line says 'product-added', not 'quantity-updated'", async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute(tee);
    await w.get(AddToCart).execute(dress);
    expect(w.outlet.messages()).toEqual(['product-added', 'product-added']);
  });

  it('a product with errors shows the danger notice for it', async () => {
    const w = await cartWorld();
    await w.get(AddToCart).execute({ ...dress, errors: { variant: 'no-variant' } });
    expect(w.outlet.notices).toEqual([{ type: 'danger', message: 'product-has-errors', action1: { label: 'ok', action: 'close' } }]);
  });

  it("offline, where out-of-stock carts are not allowed, the unknown stock is said: 'volatile-stock'", async () => {
    const w = await cartWorld({ online: false, settings: { allowOutOfStockInCart: false } });
    expect((await w.get(AddToCart).execute(tee)).ok).toBe(true);
    expect(w.outlet.messages()).toEqual(['volatile-stock', 'product-added']);
  });

  it('a refusal of another line in the same sync does not fail this add', async () => {
    const w = await cartWorld({ online: false });
    await w.get(AddToCart).execute(dress, 4); // more than the server has; offline nobody knows yet
    w.connectivity.setOnline(true);
    const result = await w.get(AddToCart).execute(tee);
    expect(result.ok).toBe(true);
    expect(w.get(CurrentCart).view.items).toMatchObject([{ sku: 'TEE-1', qty: 1 }]);
  });

  it('a server refusal of another kind shows its text but raises no add-to-cart-failed', async () => {
    const w = await cartWorld();
    w.servers.cart.update = async () => {
      throw new PortError('rejected', 'Product that you are trying to add is not available.', { status: 400 });
    };
    const result = await w.get(AddToCart).execute(tee);
    expect(result).toMatchObject({ ok: false, error: { kind: 'server-refused' } });
    expect(w.outlet.notices).toMatchObject([
      { type: 'danger', message: 'server-message', params: { message: 'Product that you are trying to add is not available.' } },
    ]);
    expect(w.outlet.events).toEqual([]);
  });

  it('an analytics item names its item_category only when the line has a category', () => {
    expect(analyticsItem({ sku: 'TEE-1', qty: 1, name: 'T-shirt', price_incl_tax: money(1995) })).toStrictEqual({
      item_id: 'TEE-1',
      item_name: 'T-shirt',
      currency: 'EUR',
      price: 19.95,
      quantity: 1,
    });
  });
});
