import { err, ok, type Result } from '../shared/result';
import type { Notice } from '../notifications/types';
import type { CartMessageId } from './messages';

/** The stock service's verdict for a requested quantity (cart spec §4 "Add to cart"). */
export type StockStatus = 'ok' | 'volatile' | 'out_of_stock';

export interface AddToCartRequest {
  readonly stock: StockStatus;
  /** Final price incl. tax in minor units; at or below 0 means unknown. */
  readonly priceAmount: number;
  /** The product's error notes (e.g. a variant not chosen); any entry blocks adding. */
  readonly productErrors: Readonly<Record<string, string>>;
  /** `stock.allowOutOfStockInCart` (on in this shop, cart spec §9): out-of-stock items may be added, volatile adds without its notice. */
  readonly allowOutOfStockInCart: boolean;
  /** The line already is in the cart, so its quantity grows. */
  readonly alreadyInCart: boolean;
}

export type AddToCartFailure = 'product-has-errors' | 'unknown-price' | 'out-of-stock';

export interface AddToCartDecision {
  /** Notices in the order the UI shows them. */
  readonly notices: readonly Notice[];
}

const okButton = { label: 'ok', action: 'close' } as const;
const checkoutButton = { label: 'proceed-to-checkout', action: 'proceed-to-checkout' } as const;

const notice = (type: Notice['type'], message: CartMessageId, withCheckout = false): Notice =>
  withCheckout ? { type, message, action1: okButton, action2: checkoutButton } : { type, message, action1: okButton };

/** Whether the add button is enabled: not while the product has errors or an add is in progress (cart spec §4). */
export function canPressAddToCart(productErrors: Readonly<Record<string, string>>, isAddingToCart: boolean): boolean {
  return !isAddingToCart && Object.keys(productErrors).length === 0;
}

/**
 * Decides an add to cart from the stock answer (cart spec §4 "Add to cart"): errors and an unknown price block it;
 * ok and volatile add; out_of_stock shows §8's 'The product is out of stock and cannot be added to the cart!' unless
 * out-of-stock carts are allowed: "in this product they are allowed, so out-of-stock items may be added" (§4). The
 * server may still refuse the line (§8 'De gevraagde hoeveelheid is niet beschikbaar'), and the cart shows its answer.
 */
export function decideAddToCart(request: AddToCartRequest): Result<AddToCartDecision, { kind: AddToCartFailure; notice: Notice }> {
  if (Object.keys(request.productErrors).length > 0) return err({ kind: 'product-has-errors', notice: notice('danger', 'product-has-errors') });
  if (request.priceAmount <= 0) return err({ kind: 'unknown-price', notice: notice('danger', 'unknown-price') });
  if (request.stock === 'out_of_stock' && !request.allowOutOfStockInCart) {
    return err({ kind: 'out-of-stock', notice: notice('danger', 'out-of-stock') });
  }
  const added = notice('success', request.alreadyInCart ? 'quantity-updated' : 'product-added', true);
  if (request.stock === 'volatile' && !request.allowOutOfStockInCart) return ok({ notices: [notice('warning', 'volatile-stock'), added] });
  return ok({ notices: [added] });
}

/** A line's quantity changed in the cart: 'Product quantity has been updated!' with OK and 'Proceed to checkout' (cart spec §8). */
export const quantityUpdatedNotice = (): Notice => notice('success', 'quantity-updated', true);

/** A failed add shows a danger notice with the server's error text (cart spec §4 "Failure shows a danger notice"). */
export function addToCartFailedNotice(serverMessage: string): Notice {
  return { type: 'danger', message: 'server-message', params: { message: serverMessage }, action1: okButton };
}

/** The Dutch server answer that raises the add-to-cart-failed event (cart spec §8). */
export function isQuantityNotAvailableAnswer(serverMessage: string): boolean {
  return serverMessage.includes('De gevraagde hoeveelheid is niet beschikbaar');
}
