import type { PlacedLabel } from '../../application/catalog/label-presenter';

/** The product-view labels (type 2, catalogue spec §3), one per corner, in their own text and background colours. */
export function ProductLabels({ labels }: { readonly labels: readonly PlacedLabel[] }) {
  if (labels.length === 0) return null;
  return (
    <ul className="product-labels">
      {labels.map((label) => (
        <li key={label.corner} className={`product-label product-label--${label.corner}`} style={{ color: label.textColor, background: label.backgroundColor }}>
          {label.text}
        </li>
      ))}
    </ul>
  );
}
