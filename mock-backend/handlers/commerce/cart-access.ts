import type { StoreCode } from '../../../fixtures/types';
import { storeCodeOf, type MockContext } from '../../context';
import { makeRoomForCart } from '../../state/caps';
import type { CartRecord, MockState } from '../../state/types';
import { vsfError } from '../shared/envelope';
import { authenticate, tokenOf } from './auth';
import { query } from './paths';

export type CartAccess = { ok: true; cart: CartRecord; customerId?: number } | { ok: false; response: Response };

const isNumeric = (id: string) => /^\d+$/.test(id);

/**
 * Finds the cart of a request the way magento2-rest-client routes it (wire §1 quirks): a numeric `cartId` sent
 * with a token means `/carts/mine` (the customer's active cart, whatever the number); anything else means
 * `/guest-carts/{maskedId}`.
 */
export function accessCart(ctx: MockContext, request: Request): CartAccess {
  const cartId = query(request, 'cartId');
  if (cartId === null || cartId === '') return { ok: false, response: vsfError(500, 'No cartId provided') };
  const state = ctx.state.get();
  if (isNumeric(cartId) && tokenOf(request) !== undefined) {
    const auth = authenticate(ctx, request);
    if (!auth.ok) return auth;
    const cart = activeCustomerCart(state, auth.customerId);
    if (cart === undefined) return { ok: false, response: vsfError(404, `No such entity with customerId = ${auth.customerId}`) };
    return { ok: true, cart, customerId: auth.customerId };
  }
  const cart = state.carts[cartId];
  if (cart === undefined || !cart.active || cart.customerId !== undefined) {
    return { ok: false, response: vsfError(404, `No such entity with cartId = ${cartId}`) };
  }
  return { ok: true, cart };
}

export function activeCustomerCart(state: MockState, customerId: number): CartRecord | undefined {
  return Object.values(state.carts).find((c) => c.active && c.customerId === customerId);
}

export function newCart(ctx: MockContext, state: MockState, store: StoreCode, customerId?: number): CartRecord {
  let id: string;
  if (customerId === undefined) {
    id = ctx.ids.alnum(32);
  } else {
    state.seq.quote += 1;
    id = String(state.seq.quote);
  }
  const cart: CartRecord = { id, customerId, store, items: [], discounts: [], active: true, createdAt: ctx.clock().toISOString() };
  makeRoomForCart(state, ctx.config.stateCaps);
  state.carts[id] = cart;
  return cart;
}

/** Adds the guest cart's lines to the customer's cart (quantities of equal lines add up) and closes the guest cart. */
export function mergeGuestCart(state: MockState, guest: CartRecord, into: CartRecord): void {
  for (const item of guest.items) {
    const same = into.items.find((i) => i.sku === item.sku && JSON.stringify(i.product_option ?? null) === JSON.stringify(item.product_option ?? null));
    if (same !== undefined) {
      same.qty += item.qty;
    } else {
      state.seq.item += 1;
      into.items.push({ ...item, item_id: state.seq.item, quote_id: into.id });
    }
  }
  if (into.coupon === undefined && guest.coupon !== undefined) into.coupon = guest.coupon;
  guest.active = false;
}

export function requestStore(ctx: MockContext, request: Request): StoreCode {
  return storeCodeOf(ctx, request);
}
