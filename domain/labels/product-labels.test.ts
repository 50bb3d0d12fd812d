import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import type { ProductLabel } from '../catalog/types';
import { labelCorner, labelsByCorner, labelTypeFor } from './product-labels';

const label = (position: number | string, type: number, label_text = `L${position}`): ProductLabel => ({ position, type, label_text });

describe('product labels', () => {
  it('§4: label position codes 0 top-left, 2 top-right, 6 bottom-left, 8 bottom-right, others top-left', () => {
    expect([0, 2, 6, 8, '2', '8', 1, 4, 7, 'x'].map(labelCorner)).toEqual([
      'top-left',
      'top-right',
      'bottom-left',
      'bottom-right',
      'top-right',
      'bottom-right',
      'top-left',
      'top-left',
      'top-left',
      'top-left',
    ]);
  });

  it('§3: label type 1 is for lists, 2 for the product view; contexts product_view, category_list, cart_view', () => {
    expect(labelTypeFor('product_view')).toBe(2);
    expect(labelTypeFor('category_list')).toBe(1);
    expect(labelTypeFor('cart_view')).toBe(1);
  });

  it('§9: one label per corner on cards, the first one wins; empty texts are skipped', () => {
    const labels = [label(0, 1, 'Sale'), label(4, 1, 'New'), label(2, 2, 'View'), label(8, '1' as unknown as number, ' '), label(8, 1, 'Eco')];
    expect(labelsByCorner(labels, 'category_list')).toEqual({ 'top-left': labels[0], 'bottom-right': labels[4] });
    expect(labelsByCorner(labels, 'product_view')).toEqual({ 'top-right': labels[2] });
    expect(labelsByCorner(undefined, 'cart_view')).toEqual({});
  });

  test.prop([fc.array(fc.record({ position: fc.integer({ min: 0, max: 9 }), type: fc.constantFrom(1, 2), label_text: fc.string({ minLength: 1 }) }))])(
    'at most one label per corner, each from the input and of the context type',
    (labels) => {
      const corners = labelsByCorner(labels, 'category_list');
      for (const [corner, chosen] of Object.entries(corners)) {
        expect(labels).toContain(chosen);
        expect(chosen.type).toBe(1);
        expect(labelCorner(chosen.position)).toBe(corner);
      }
    },
  );
});
