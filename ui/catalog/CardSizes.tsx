import { useIntl } from 'react-intl';
import { useDomainText } from '../i18n/domain/DomainText';
import type { ProductCardView } from '../../application/catalog/product-card-presenter';
import { messages } from './messages';

export interface CardSizesProps {
  readonly card: ProductCardView;
  readonly chosen: string | undefined;
  readonly onChoose: (value: string) => void;
}

/** The card's sizes as a row of toggle buttons; out-of-stock sizes are disabled (hidden ones never reach here). */
export function CardSizes({ card, chosen, onChoose }: CardSizesProps) {
  const intl = useIntl();
  const domainText = useDomainText();
  if (card.sizes === undefined) return null;
  return (
    <div className="card-sizes" role="group" aria-label={intl.formatMessage(messages.sizeOf, { name: card.name })}>
      {card.sizes.choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          className="card-sizes__size"
          aria-pressed={chosen === choice.value}
          disabled={choice.disabled}
          onClick={() => onChoose(choice.value)}
        >
          {choice.oneSize ? domainText('one-size') : choice.label}
        </button>
      ))}
    </div>
  );
}
