import { renderToString } from 'react-dom/server';
import { FormattedMessage, IntlProvider, type MessageDescriptor, createIntl } from 'react-intl';
import { storeHomePath } from '../../domain/routing/alternates';
import { type StoreCode } from '../../domain/store-view/store-view';
import { allStoreViews, storeViews } from '../../domain/store-view/store-views';
import { type Catalogue } from '../i18n/load-catalogue';
import { messages } from './messages';

/** The statuses the server answers with a page of its own, and what each says. */
export const statusTexts = {
  400: messages.badRequest,
  404: messages.notFound,
  405: messages.methodNotAllowed,
  408: messages.requestTimeout,
  413: messages.payloadTooLarge,
  414: messages.uriTooLong,
  431: messages.headersTooLarge,
  500: messages.serverErrorPage,
  501: messages.notImplemented,
  // A page rendered while a service failed: the same server error page (catalogue spec §8), never kept.
  503: messages.serverErrorPage,
} as const satisfies Record<number, MessageDescriptor>;

export type PageStatus = keyof typeof statusTexts;

function StatusPage({ storeCode, status }: { storeCode: StoreCode; status: PageStatus }) {
  return (
    <main id="main" className="server-error">
      <h1>
        <FormattedMessage {...statusTexts[status]} />
      </h1>
      <p>
        <a href={storeHomePath(storeCode, allStoreViews)}>
          <FormattedMessage {...messages.serverErrorHome} />
        </a>
      </p>
    </main>
  );
}

/**
 * Static HTML of the page the server answers a status with, in the store view's language (English texts when even
 * the catalogue fails): the 500 page of catalogue spec §8 'Server error page', and the pages of requests refused
 * before any route saw them (a malformed address, a body or header too large, an unsupported method).
 */
export async function renderStatusPage(
  storeCode: StoreCode,
  status: PageStatus,
  loadCatalogue: (code: StoreCode) => Promise<Catalogue>,
): Promise<{ html: string; lang: string; title: string }> {
  const catalogue = await loadCatalogue(storeCode).catch(() => ({}) as Catalogue);
  const locale = storeViews[storeCode].i18n.locale;
  const intl = createIntl({ locale, messages: catalogue, defaultLocale: 'en-US', onError: () => undefined });
  const html = renderToString(
    <IntlProvider locale={locale} messages={catalogue} defaultLocale="en-US" onError={() => undefined}>
      <StatusPage storeCode={storeCode} status={status} />
    </IntlProvider>,
  );
  return { html, lang: storeCode, title: intl.formatMessage(statusTexts[status]) };
}

/** The 500 page (catalogue spec §8 'Server error page'). */
export const renderServerErrorPage = (storeCode: StoreCode, loadCatalogue: (code: StoreCode) => Promise<Catalogue>) =>
  renderStatusPage(storeCode, 500, loadCatalogue);
