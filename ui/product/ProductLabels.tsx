import { labelsByCorner } from '../../domain/labels/product-labels';
import { type ProductLabel } from '../../domain/catalog/types';

/** The product-view labels (type 2, catalogue spec §3), one per corner, in their own text and background colours. */
export function ProductLabels({ labels }: { readonly labels: readonly ProductLabel[] | undefined }) {
  const corners = Object.entries(labelsByCorner(labels, 'product_view'));
  if (corners.length === 0) return null;
  return (
    <ul className="product-labels">
      {corners.map(([corner, label]) => (
        <li key={corner} className={`product-label product-label--${corner}`} style={{ color: label.text_color, background: label.background_color }}>
          {label.label_text}
        </li>
      ))}
    </ul>
  );
}
