import { renderToString } from 'react-dom/server';
import { FormattedMessage, IntlProvider, createIntl } from 'react-intl';
import { storeHomePath } from '../../domain/routing/alternates';
import { type StoreCode } from '../../domain/store-view/store-view';
import { allStoreViews, storeViews } from '../../domain/store-view/store-views';
import { type Catalogue } from '../i18n/load-catalogue';
import { messages } from './messages';

/** The page the server answers with status 500 when rendering fails (catalogue spec §8 'Server error page'). */
function ServerErrorPage({ storeCode }: { storeCode: StoreCode }) {
  return (
    <main id="main" className="server-error">
      <h1>
        <FormattedMessage {...messages.serverErrorPage} />
      </h1>
      <p>
        <a href={storeHomePath(storeCode, allStoreViews)}>
          <FormattedMessage {...messages.serverErrorHome} />
        </a>
      </p>
    </main>
  );
}

/** Static HTML of the error page in the store view's language (English texts when even the catalogue fails). */
export async function renderServerErrorPage(
  storeCode: StoreCode,
  loadCatalogue: (code: StoreCode) => Promise<Catalogue>,
): Promise<{ html: string; lang: string; title: string }> {
  const catalogue = await loadCatalogue(storeCode).catch(() => ({}) as Catalogue);
  const locale = storeViews[storeCode].i18n.locale;
  const intl = createIntl({ locale, messages: catalogue, defaultLocale: 'en-US', onError: () => undefined });
  const html = renderToString(
    <IntlProvider locale={locale} messages={catalogue} defaultLocale="en-US" onError={() => undefined}>
      <ServerErrorPage storeCode={storeCode} />
    </IntlProvider>,
  );
  return { html, lang: storeCode, title: intl.formatMessage(messages.serverErrorPage) };
}
