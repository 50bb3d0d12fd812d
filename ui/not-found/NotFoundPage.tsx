import { type PageModule } from '../app/page-module';
import { FormattedMessage } from 'react-intl';
import { messages } from '../i18n/messages';

/** Any path no route knows, inside its store view (catalogue spec §2 "page not found"). */
export function NotFoundPage() {
  return (
    <section className="not-found">
      <h1>
        <FormattedMessage {...messages.pageNotFound} />
      </h1>
    </section>
  );
}

export const page: PageModule = { Page: NotFoundPage };
