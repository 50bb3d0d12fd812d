import { type PageModule } from '../app/page-module';
import { FormattedMessage } from 'react-intl';
import { messages } from '../i18n/messages';

/** The home page of a store view. */
export function HomePage() {
  return (
    <section className="home-hero">
      <h1>
        <FormattedMessage {...messages.welcome} />
      </h1>
    </section>
  );
}

export const page: PageModule = { Page: HomePage };
