import type { ProductLabel } from '../../domain/catalog/types';
import { type LabelContext, type LabelCorner, labelsByCorner } from '../../domain/labels/product-labels';

/** A label as a card, the product page or the CLI shows it: in its corner, in its own colours. */
export interface PlacedLabel {
  readonly corner: LabelCorner;
  readonly text: string;
  readonly textColor?: string;
  readonly backgroundColor?: string;
}

const cornerOrder: readonly LabelCorner[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/**
 * The labels a context shows, one per corner (catalogue spec §3, §9): the list labels (type 1) on cards and in the cart,
 * the product-view labels (type 2) over the product page's pictures; in corner order, top left first.
 */
export function placeLabels(labels: readonly ProductLabel[] | undefined, context: LabelContext): readonly PlacedLabel[] {
  const corners = labelsByCorner(labels, context);
  return cornerOrder.flatMap((corner) => {
    const label = corners[corner];
    if (label === undefined) return [];
    return [
      {
        corner,
        text: label.label_text,
        ...(typeof label.text_color === 'string' && label.text_color !== '' ? { textColor: label.text_color } : {}),
        ...(typeof label.background_color === 'string' && label.background_color !== '' ? { backgroundColor: label.background_color } : {}),
      },
    ];
  });
}
