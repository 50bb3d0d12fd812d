import { err, ok, type Result } from '../shared/result';

export const TOKEN_PLACEHOLDER = '{{token}}';
export const CART_ID_PLACEHOLDER = '{{cartId}}';

export interface TaskCredentials {
  readonly token?: string | null;
  readonly cartId?: string | number | null;
}

/** Whether the task's URL needs a cart id (cart spec §5). */
export function needsCartId(url: string): boolean {
  return url.includes(CART_ID_PLACEHOLDER);
}

/**
 * Fills the token and cart-id placeholders at execution time; a URL that needs a cart id while none exists is not
 * executed: the cart is re-created and the task retried (cart spec §5, §8 'Missing cart id').
 */
export interface MissingCartId {
  readonly kind: 'missing-cart-id';
  /** Logged: 'Error executing sync task ... the required cartId argument is null. Re-creating shopping cart synchro.' */
  readonly message: 'missing-cart-id';
  readonly then: 'recreate-cart-and-retry';
}

export function fillTaskUrl(url: string, credentials: TaskCredentials): Result<string, MissingCartId> {
  const cartId = credentials.cartId;
  if (needsCartId(url) && (cartId === undefined || cartId === null || cartId === ''))
    return err({ kind: 'missing-cart-id', message: 'missing-cart-id', then: 'recreate-cart-and-retry' });
  const token = encodeURIComponent(credentials.token ?? '');
  return ok(
    url
      .split(TOKEN_PLACEHOLDER)
      .join(token)
      .split(CART_ID_PLACEHOLDER)
      .join(encodeURIComponent(String(cartId ?? ''))),
  );
}
