import type { ProductLabel } from '../catalog/types';

export type LabelCorner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
/** Where labels are shown (catalogue spec §3). */
export type LabelContext = 'product_view' | 'category_list' | 'cart_view';

/** Label position codes: 0 top-left, 2 top-right, 6 bottom-left, 8 bottom-right, others top-left (catalogue spec §4). */
export function labelCorner(position: number | string): LabelCorner {
  switch (String(position)) {
    case '2':
      return 'top-right';
    case '6':
      return 'bottom-left';
    case '8':
      return 'bottom-right';
    default:
      return 'top-left';
  }
}

/** Label type 1 is for lists, 2 for the product view (catalogue spec §3); the cart shows list labels. */
export const labelTypeFor = (context: LabelContext): 1 | 2 => (context === 'product_view' ? 2 : 1);

/** One label per corner (catalogue spec §9), the first of the context's type at each corner. */
export function labelsByCorner(labels: readonly ProductLabel[] | undefined, context: LabelContext): Readonly<Partial<Record<LabelCorner, ProductLabel>>> {
  const type = labelTypeFor(context);
  const corners: Partial<Record<LabelCorner, ProductLabel>> = {};
  for (const label of labels ?? []) {
    if (Number(label.type) !== type || label.label_text.trim() === '') continue;
    corners[labelCorner(label.position)] ??= label;
  }
  return corners;
}
