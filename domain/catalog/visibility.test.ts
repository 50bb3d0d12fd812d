import { describe, expect, it } from 'vitest';
import { childAccess, isListable, isSearchPanelVisible, isUnavailable } from './visibility';

const inStockOnly = { listOutOfStock: false };
const listAll = { listOutOfStock: true };

describe('visibility and status', () => {
  it('§4: visibility 1 redirects to the parent only when direct access is prevented, otherwise an error', () => {
    expect(childAccess({ visibility: 4 }, false)).toEqual({ ok: true, value: 'show' });
    expect(childAccess({ visibility: 1 }, true)).toEqual({ ok: true, value: 'redirect-to-parent' });
    expect(childAccess({ visibility: 1 }, false)).toStrictEqual({ ok: false, error: { kind: 'child-not-visible', parentSku: undefined } });
    expect(childAccess({ visibility: 1, parentSku: 'P' }, false)).toEqual({
      ok: false,
      error: { kind: 'child-not-visible', parentSku: 'P' },
    });
  });

  it('§4: status of 2 or more means unavailable', () => {
    expect([0, 1, undefined, 2, 3].map(isUnavailable)).toEqual([false, false, false, true, true]);
  });

  it('§5: catalogue listings include only visibility 2, 3, 4 and status 0 or 1, in stock only', () => {
    const ok = (visibility: number, status?: number, is_in_stock = true) =>
      isListable({ visibility, ...(status === undefined ? {} : { status }), stock: { is_in_stock } }, inStockOnly);
    expect([1, 2, 3, 4, 5].map((v) => ok(v, 1))).toEqual([false, true, true, true, false]);
    expect([0, 1, 2, 3].map((s) => ok(4, s))).toEqual([true, true, false, false]);
    expect(ok(4)).toBe(true);
    expect(ok(4, 1, false)).toBe(false);
    expect(isListable({ visibility: 2, status: 1, stock: { is_in_stock: false } }, listAll)).toBe(true);
  });

  it('§5: search-panel filters: visibility 3 and 4, status 0 and 1, in-stock filter when out-of-stock listing is off', () => {
    const ok = (visibility: number, status: number, is_in_stock = true) => isSearchPanelVisible({ visibility, status, stock: { is_in_stock } }, inStockOnly);
    expect([1, 2, 3, 4].map((v) => ok(v, 1))).toEqual([false, false, true, true]);
    expect([0, 1, 2].map((s) => ok(3, s))).toEqual([true, true, false]);
    expect(ok(3, 1, false)).toBe(false);
    expect(isSearchPanelVisible({ visibility: 4, status: 0, stock: { is_in_stock: false } }, listAll)).toBe(true);
  });
});
