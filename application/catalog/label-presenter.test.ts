import { describe, expect, it } from 'vitest';
import type { ProductLabel } from '../../domain/catalog/types';
import { fc, test } from '../../testing/property-test';
import { placeLabels } from './label-presenter';

const label = (type: number, position: number | string, text: string, colours: Partial<ProductLabel> = {}): ProductLabel => ({
  type,
  position,
  label_text: text,
  ...colours,
});

describe('placeLabels: the labels a card, the product page or the CLI shows', () => {
  it('places list labels (type 1) for cards and the cart, product-view labels (type 2) for the product page (catalogue spec §3)', () => {
    const labels = [label(1, 0, 'Sale'), label(2, 2, 'Nieuw')];
    expect(placeLabels(labels, 'category_list')).toEqual([{ corner: 'top-left', text: 'Sale' }]);
    expect(placeLabels(labels, 'cart_view')).toEqual([{ corner: 'top-left', text: 'Sale' }]);
    expect(placeLabels(labels, 'product_view')).toEqual([{ corner: 'top-right', text: 'Nieuw' }]);
  });

  it('keeps one label per corner, the first, in corner order from top left, with the colours the label has', () => {
    const labels = [
      label(1, 8, 'Laatste', { text_color: '#fff', background_color: '#000' }),
      label(1, '6', 'Duurzaam', { text_color: '', background_color: '#0a0' }),
      label(1, 2, 'Nieuw'),
      label(1, 2, 'Tweede'),
      label(1, 0, 'Sale'),
    ];
    expect(placeLabels(labels, 'category_list')).toEqual([
      { corner: 'top-left', text: 'Sale' },
      { corner: 'top-right', text: 'Nieuw' },
      { corner: 'bottom-left', text: 'Duurzaam', backgroundColor: '#0a0' },
      { corner: 'bottom-right', text: 'Laatste', textColor: '#fff', backgroundColor: '#000' },
    ]);
  });

  it('shows nothing for no labels, or labels without text', () => {
    expect(placeLabels(undefined, 'product_view')).toEqual([]);
    expect(placeLabels([label(2, 0, '  ')], 'product_view')).toEqual([]);
  });

  test.prop([
    fc.array(fc.record({ type: fc.constantFrom(1, 2), position: fc.constantFrom(0, 2, 6, 8, 5, '2'), text: fc.string({ minLength: 1, maxLength: 8 }) }), {
      maxLength: 12,
    }),
    fc.constantFrom('product_view' as const, 'category_list' as const),
  ])('at most one label per corner, each of the context’s type and with text', (drawn, context) => {
    const placed = placeLabels(
      drawn.map((d) => label(d.type, d.position, d.text)),
      context,
    );
    expect(new Set(placed.map((p) => p.corner)).size).toBe(placed.length);
    const type = context === 'product_view' ? 2 : 1;
    for (const p of placed) expect(drawn.some((d) => d.type === type && d.text === p.text && d.text.trim() !== '')).toBe(true);
  });
});
