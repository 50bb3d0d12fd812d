import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import type { ProviderProductGroup } from '../catalog/search-provider-types';
import { isGroupInStock, listableGroups } from './provider-stock';

const group = (key: string, ...stock: boolean[]): ProviderProductGroup => ({
  key,
  products: stock.map((inStock, i) => ({
    key: `${key}-${i}`,
    title: key,
    link: `/${key}`,
    ticket: 't',
    inStock,
    sellingPrice: { min: 10 },
    listPrice: { min: 10 },
    imageInfo: { images: [] },
  })),
});

describe('provider groups and stock (catalogue spec §5)', () => {
  it('a group is in stock when one of its products is', () => {
    expect(isGroupInStock(group('A', false, true))).toBe(true);
    expect(isGroupInStock(group('B', false))).toBe(false);
    expect(isGroupInStock(group('C'))).toBe(false);
  });

  it('§5: with out-of-stock listing off only groups in stock are listed; on, every group', () => {
    const groups = [group('A', true), group('B', false), group('C', false, true)];
    expect(listableGroups(groups, { listOutOfStock: false }).map((g) => g.key)).toEqual(['A', 'C']);
    expect(listableGroups(groups, { listOutOfStock: true })).toBe(groups);
  });

  test.prop([fc.array(fc.array(fc.boolean(), { maxLength: 3 }), { maxLength: 12 })])('keeps the order and drops exactly the groups out of stock', (stocks) => {
    const groups = stocks.map((s, i) => group(`G${i}`, ...s));
    const listed = listableGroups(groups, { listOutOfStock: false });
    expect(listed).toEqual(groups.filter((g) => g.products.some((p) => p.inStock)));
  });
});
