import { FormattedMessage } from 'react-intl';
import { useRevalidator } from 'react-router';
import { messages } from './messages';

/** The CMS could not be reached: say so and offer to try again (the shop frame around it still works). */
export function ContentUnavailable() {
  const revalidator = useRevalidator();
  return (
    <section className="content-unavailable" role="alert">
      <p>
        <FormattedMessage {...messages.unavailable} />
      </p>
      <button type="button" className="button button--primary cms-button" onClick={() => void revalidator.revalidate()}>
        <FormattedMessage {...messages.tryAgain} />
      </button>
    </section>
  );
}
