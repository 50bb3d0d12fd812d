/** ISO 4217 code; the shop sells in EUR only (catalogue spec §9) but money always carries its currency. */
export type CurrencyCode = 'EUR';

/** An amount in minor units (cents). Never a float. */
export interface Money {
  readonly amount: number;
  readonly currency: CurrencyCode;
}

export function money(amount: number, currency: CurrencyCode = 'EUR'): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money needs an integer of minor units, got ${amount}`);
  return { amount, currency };
}

/** Converts a decimal major-unit amount as the services send it (59.95) to minor units, rounding half away from zero once. */
export function fromMajor(value: number, currency: CurrencyCode = 'EUR'): Money {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  const cents = Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-7);
  return money(cents === 0 ? 0 : cents, currency);
}

export const toMajor = (m: Money): number => m.amount / 100;

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new TypeError(`Currency mismatch: ${a.currency} vs ${b.currency}`);
}

export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.amount + b.amount, a.currency);
}

export function multiplyMoney(m: Money, quantity: number): Money {
  if (!Number.isInteger(quantity)) throw new RangeError(`Quantity must be an integer, got ${quantity}`);
  return money(m.amount * quantity, m.currency);
}

export const sumMoney = (items: readonly Money[], currency: CurrencyCode = 'EUR'): Money => items.reduce((total, m) => addMoney(total, m), money(0, currency));

export const isPositive = (m: Money): boolean => m.amount > 0;
export const compareMoney = (a: Money, b: Money): number => (sameCurrency(a, b), a.amount - b.amount);
