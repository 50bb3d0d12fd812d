import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { parseQuantity, quantityFailureMessage } from './quantity';

describe('cart §5: quantity', () => {
  it('cart §5: "Quantity strings are converted to integers"', () => {
    expect(parseQuantity('3')).toEqual({ ok: true, value: 3 });
    expect(parseQuantity(' 12 ')).toEqual({ ok: true, value: 12 });
    expect(parseQuantity(4)).toEqual({ ok: true, value: 4 });
    expect(parseQuantity('+2')).toEqual({ ok: true, value: 2 });
  });

  it('cart §5: "quantity above 0, a positive integer and not above the available quantity"', () => {
    expect(parseQuantity('0')).toEqual({ ok: false, error: { kind: 'quantity-not-positive' } });
    expect(parseQuantity('-1')).toEqual({ ok: false, error: { kind: 'quantity-not-positive' } });
    expect(parseQuantity('1.5')).toEqual({ ok: false, error: { kind: 'quantity-not-integer' } });
    expect(parseQuantity('abc')).toEqual({ ok: false, error: { kind: 'quantity-not-a-number' } });
    expect(parseQuantity('')).toEqual({ ok: false, error: { kind: 'quantity-not-a-number' } });
    expect(parseQuantity('1e3')).toEqual({ ok: false, error: { kind: 'quantity-not-a-number' } });
    expect(parseQuantity('4', 3)).toEqual({ ok: false, error: { kind: 'quantity-above-available', maxQuantity: 3 } });
    expect(parseQuantity('3', 3)).toEqual({ ok: true, value: 3 });
    expect(parseQuantity('3', -2)).toEqual({ ok: false, error: { kind: 'quantity-above-available', maxQuantity: 0 } });
    expect(parseQuantity('x1')).toEqual({ ok: false, error: { kind: 'quantity-not-a-number' } });
    expect(parseQuantity('1x')).toEqual({ ok: false, error: { kind: 'quantity-not-a-number' } });
    expect(parseQuantity('1 2')).toEqual({ ok: false, error: { kind: 'quantity-not-a-number' } });
    expect(parseQuantity('.5')).toEqual({ ok: false, error: { kind: 'quantity-not-integer' } });
    expect(parseQuantity('.25')).toEqual({ ok: false, error: { kind: 'quantity-not-integer' } });
    expect(parseQuantity('2.')).toEqual({ ok: true, value: 2 });
    expect(parseQuantity('2.0')).toEqual({ ok: true, value: 2 });
    expect(parseQuantity('-0')).toEqual({ ok: false, error: { kind: 'quantity-not-positive' } });
    expect(parseQuantity('1e400')).toEqual({ ok: false, error: { kind: 'quantity-not-a-number' } });
    expect(parseQuantity('99999999999999999')).toEqual({ ok: false, error: { kind: 'quantity-not-integer' } });
  });

  it('names the message of each failure', () => {
    expect(quantityFailureMessage({ kind: 'quantity-above-available', maxQuantity: 2 })).toBe('only-max-quantity-available');
    expect(quantityFailureMessage({ kind: 'quantity-not-positive' })).toBe('quantity-above-zero');
    expect(quantityFailureMessage({ kind: 'quantity-not-integer' })).toBe('quantity-positive-integer');
    expect(quantityFailureMessage({ kind: 'quantity-not-a-number' })).toBe('quantity-positive-integer');
  });
});

describe('cart §5: quantity properties', () => {
  test.prop([fc.integer({ min: 1, max: 1e9 })])('every positive integer string parses to itself', (n) => {
    expect(parseQuantity(String(n))).toEqual({ ok: true, value: n });
  });

  test.prop([fc.oneof(fc.string(), fc.double()), fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined })])(
    'an accepted quantity is a positive integer not above the available quantity',
    (input, available) => {
      const result = parseQuantity(input, available);
      if (!result.ok) return;
      expect(Number.isInteger(result.value) && result.value > 0).toBe(true);
      if (available !== undefined) expect(result.value).toBeLessThanOrEqual(available);
    },
  );
});
