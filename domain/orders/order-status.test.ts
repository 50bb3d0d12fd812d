import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { orderMessages } from './messages';
import { orderHistoryPage, orderStatusLabel } from './order-status';

describe('cart §3: order status labels', () => {
  it('cart §3: "export_failed and export_success (both presented as processing)"', () => {
    expect(orderStatusLabel('export_failed')).toBe('order-status-processing');
    expect(orderStatusLabel('export_success')).toBe('order-status-processing');
    expect(orderStatusLabel('processing')).toBe('order-status-processing');
  });

  it('cart §3: pending, complete, closed and (partially) cancelled, refunded, returned', () => {
    expect(orderStatusLabel('pending')).toBe('order-status-pending');
    expect(orderStatusLabel('complete')).toBe('order-status-complete');
    expect(orderStatusLabel('closed')).toBe('order-status-closed');
    expect(orderStatusLabel('canceled')).toBe('order-status-canceled');
    expect(orderStatusLabel('Cancelled')).toBe('order-status-canceled');
    expect(orderStatusLabel('refunded')).toBe('order-status-refunded');
    expect(orderStatusLabel('returned')).toBe('order-status-returned');
    expect(orderStatusLabel('partially_canceled')).toBe('order-status-partially-canceled');
    expect(orderStatusLabel('partially_cancelled')).toBe('order-status-partially-canceled');
    expect(orderStatusLabel('partially_refunded')).toBe('order-status-partially-refunded');
    expect(orderStatusLabel('partially_returned')).toBe('order-status-partially-returned');
  });

  it('holded and the other Magento states have words of their own; nothing reads "Unknown"', () => {
    expect(orderStatusLabel('holded')).toBe('order-status-on-hold');
    expect(orderMessages['order-status-on-hold']).toBe('On hold');
    expect(orderStatusLabel('new')).toBe('order-status-pending');
    expect(orderStatusLabel('pending_payment')).toBe('order-status-pending-payment');
    expect(orderStatusLabel('payment_review')).toBe('order-status-payment-review');
    expect(orderStatusLabel('suspected_fraud')).toBe('order-status-payment-review');
    expect(orderStatusLabel(' Partially-Cancelled ')).toBe('order-status-partially-canceled');
    expect(orderStatusLabel('constructor')).toBe('order-status-in-progress');
    expect(orderStatusLabel('')).toBe('order-status-in-progress');
    expect(Object.values(orderMessages)).not.toContain('Unknown');
  });

  it('cart §9: "Order history page size 20, first page 1"', () => {
    expect(orderHistoryPage()).toEqual({ pageSize: 20, currentPage: 1 });
    expect(orderHistoryPage(10, 3)).toEqual({ pageSize: 10, currentPage: 3 });
    expect(orderHistoryPage(0, -1)).toEqual({ pageSize: 20, currentPage: 1 });
    expect(orderHistoryPage(5, 0)).toEqual({ pageSize: 5, currentPage: 1 });
    expect(orderHistoryPage(1.5, 2.5)).toEqual({ pageSize: 20, currentPage: 1 });
  });

  test.prop([fc.string()])('every status has a label with a text, and it is never "Unknown"', (status) => {
    expect(orderMessages[orderStatusLabel(status)]).toEqual(expect.any(String));
    expect(orderMessages[orderStatusLabel(status)]).not.toMatch(/unknown/i);
  });

  test.prop([
    fc.constantFrom('pending', 'processing', 'complete', 'closed', 'canceled', 'refunded', 'returned', 'holded', 'export_failed'),
    fc.constantFrom('', ' ', '  '),
  ])('case and surrounding spaces never change a label', (status, pad) => {
    expect(orderStatusLabel(`${pad}${status.toUpperCase()}${pad}`)).toBe(orderStatusLabel(status));
  });
});
