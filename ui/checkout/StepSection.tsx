import { Check } from '../components/icons';
import { type ReactNode, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type CheckoutStep } from './checkout-form';
import { messages } from './messages';

const titles = { personal: messages.stepPersonal, shipping: messages.stepShipping, payment: messages.stepPayment, review: messages.stepReview } as const;

interface Props {
  readonly step: CheckoutStep;
  readonly index: number;
  readonly current: boolean;
  readonly completed: boolean;
  readonly summary?: ReactNode;
  readonly onEdit: () => void;
  readonly children: ReactNode;
}

/** One checkout step: its numbered heading, the form while current, a summary with 'Edit' once completed. */
export function StepSection({ step, index, current, completed, summary, onEdit, children }: Props) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const wasCurrent = useRef(current);
  useEffect(() => {
    // Focus follows the step that opens, so keyboard and screen-reader users land on it.
    if (current && !wasCurrent.current) heading.current?.focus();
    wasCurrent.current = current;
  }, [current]);
  const title = intl.formatMessage(titles[step]);
  return (
    <section className={`checkout-step ${current ? 'checkout-step--current' : ''}`} aria-labelledby={`checkout-step-${step}`}>
      <div className="checkout-step__head">
        <h2 id={`checkout-step-${step}`} className="checkout-step__title" ref={heading} tabIndex={-1}>
          <span className="checkout-step__number" aria-hidden="true">
            {completed && !current ? <Check size={16} /> : index + 1}
          </span>
          {title}
          {completed && !current && (
            <span className="visually-hidden">
              {' '}
              (<FormattedMessage {...messages.stepDone} />)
            </span>
          )}
        </h2>
        {completed && !current && (
          <button type="button" className="button button--link" onClick={onEdit}>
            <FormattedMessage {...messages.edit} values={{ step: title }} />
          </button>
        )}
      </div>
      {current ? children : completed && summary !== undefined ? <div className="checkout-step__summary">{summary}</div> : null}
    </section>
  );
}
