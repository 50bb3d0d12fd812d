import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { transactionDateText, transactionLines } from './loyalty-view';

describe('the loyalty transactions as listed (cart spec §3 transactions)', () => {
  const list = [
    { transaction_id: 'R00000001', date: '2026-10-27 00:00:00', amount: -5, points: -500 },
    { transaction_id: 'B00000001', date: '2026-10-22 00:00:00', amount: 0, points: 250 },
    { transaction_id: 'S00000001', date: '2026-10-12 00:00:00', amount: 89.95, points: 89 },
  ];

  it('shows the amount, the points earned or spent and the balance each one left, newest first', () => {
    expect(transactionLines(list, 'HH:mm D/M/YYYY')).toEqual([
      { id: 'R00000001', dateText: '01:00 27/10/2026', amount: { amount: -500, currency: 'EUR' }, points: -500, balance: -161 },
      { id: 'B00000001', dateText: '02:00 22/10/2026', amount: { amount: 0, currency: 'EUR' }, points: 250, balance: 339 },
      { id: 'S00000001', dateText: '02:00 12/10/2026', amount: { amount: 8995, currency: 'EUR' }, points: 89, balance: 89 },
    ]);
  });

  it("writes the date in the store view's format (German with dashes)", () => {
    expect(transactionDateText('2026-10-27 00:00:00', 'HH:mm D-M-YYYY')).toBe('01:00 27-10-2026');
    expect(transactionDateText(undefined, 'HH:mm D-M-YYYY')).toBeUndefined();
  });

  test.prop([fc.array(fc.integer({ min: -10_000, max: 10_000 }), { maxLength: 30 })])('the newest balance is the sum of every points figure', (points) => {
    const lines = transactionLines(
      points.map((p, i) => ({ transaction_id: String(i), points: p })),
      'D/M/YYYY',
    );
    expect(lines[0]?.balance ?? 0).toBe(points.reduce((a, b) => a + b, 0));
  });
});
