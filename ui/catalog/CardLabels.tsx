import { labelsByCorner } from '../../domain/labels/product-labels';
import type { ProductLabel } from '../../domain/catalog/types';

/** One list label per corner (catalogue spec §4, §9), in the label's own colours. */
export function CardLabels({ labels }: { readonly labels: readonly ProductLabel[] }) {
  const corners = labelsByCorner(labels, 'category_list');
  return (
    <>
      {Object.entries(corners).map(([corner, label]) => (
        <span
          key={corner}
          className={`card-label card-label--${corner}`}
          style={{ color: label.text_color ?? undefined, backgroundColor: label.background_color ?? undefined }}
        >
          {label.label_text}
        </span>
      ))}
    </>
  );
}
