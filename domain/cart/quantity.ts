import { err, ok, type Result } from '../shared/result';

export type QuantityFailure =
  | { readonly kind: 'quantity-not-a-number' }
  | { readonly kind: 'quantity-not-positive' }
  | { readonly kind: 'quantity-not-integer' }
  | { readonly kind: 'quantity-above-available'; readonly maxQuantity: number };

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Quantity strings are converted to integers; a quantity is above 0, a positive integer and not above the available quantity (cart spec §5). */
export function parseQuantity(input: string | number, available?: number): Result<number, QuantityFailure> {
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (!NUMERIC.test(text)) return err({ kind: 'quantity-not-a-number' });
  const qty = Number(text);
  if (qty <= 0) return err({ kind: 'quantity-not-positive' });
  if (!Number.isSafeInteger(qty)) return err({ kind: 'quantity-not-integer' });
  if (available !== undefined && qty > available) return err({ kind: 'quantity-above-available', maxQuantity: Math.max(0, available) });
  return ok(qty);
}

/** Message id a quantity failure shows. */
export function quantityFailureMessage(failure: QuantityFailure): 'quantity-above-zero' | 'quantity-positive-integer' | 'only-max-quantity-available' {
  if (failure.kind === 'quantity-above-available') return 'only-max-quantity-available';
  if (failure.kind === 'quantity-not-positive') return 'quantity-above-zero';
  return 'quantity-positive-integer';
}
