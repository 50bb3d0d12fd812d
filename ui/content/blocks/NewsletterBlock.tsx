import { FormattedMessage } from 'react-intl';
import { messages } from '../messages';
import { RichText } from '../RichText';
import { text } from '../story-view';
import { NewsletterForm } from '../../components/NewsletterForm';
import { type BlockProps } from './types';

/** The newsletter section (520 px wide, catalogue spec §9): title, text and the sign-up offering the 10% coupon. */
export function NewsletterBlock({ block }: BlockProps) {
  const title = text(block['title']);
  const hasText = text(block['text']) !== '' || typeof block['text'] === 'object';
  return (
    <section className="cms-newsletter">
      <div className="cms-newsletter__inner">
        {title && <h2 className="cms-section-title">{title}</h2>}
        {hasText ? (
          <RichText value={block['text']} />
        ) : (
          <p>
            <FormattedMessage {...messages.newsletterCoupon} />
          </p>
        )}
        <NewsletterForm variant="footer" />
      </div>
    </section>
  );
}
