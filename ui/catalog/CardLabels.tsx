import type { PlacedLabel } from '../../application/catalog/label-presenter';

/** One list label per corner (catalogue spec §4, §9), in the label's own colours, as the card presenter placed them. */
export function CardLabels({ labels }: { readonly labels: readonly PlacedLabel[] }) {
  return (
    <>
      {labels.map((label) => (
        <span
          key={label.corner}
          className={`card-label card-label--${label.corner}`}
          style={{ color: label.textColor, backgroundColor: label.backgroundColor }}
        >
          {label.text}
        </span>
      ))}
    </>
  );
}
