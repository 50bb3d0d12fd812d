import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
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
    expect(orderStatusLabel('holded')).toBe('order-status-unknown');
    expect(orderStatusLabel('constructor')).toBe('order-status-unknown');
  });

  it('cart §9: "Order history page size 20, first page 1"', () => {
    expect(orderHistoryPage()).toEqual({ pageSize: 20, currentPage: 1 });
    expect(orderHistoryPage(10, 3)).toEqual({ pageSize: 10, currentPage: 3 });
    expect(orderHistoryPage(0, -1)).toEqual({ pageSize: 20, currentPage: 1 });
    expect(orderHistoryPage(5, 0)).toEqual({ pageSize: 5, currentPage: 1 });
    expect(orderHistoryPage(1.5, 2.5)).toEqual({ pageSize: 20, currentPage: 1 });
  });

  test.prop([fc.string()])('every status has a label with a text', (status) => {
    expect(orderMessages[orderStatusLabel(status)]).toEqual(expect.any(String));
  });
});
