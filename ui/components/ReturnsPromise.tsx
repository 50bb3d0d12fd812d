import { RotateCcw } from './icons';
import { FormattedMessage } from 'react-intl';
import { PROMOTIONS } from '../../domain/catalog/constants';
import { messages } from './messages';

/** The shop's delivery promise (catalogue spec §9, VISUAL.md): 'free returns within 30 days', where a shop shows its promises. */
export function ReturnsPromise({ className }: { readonly className?: string }) {
  return (
    <p className={`promise ${className ?? ''}`}>
      <RotateCcw aria-hidden="true" size={18} className="promise__icon" />
      <FormattedMessage {...messages.freeReturns} values={{ days: PROMOTIONS.freeReturnDays }} />
    </p>
  );
}
