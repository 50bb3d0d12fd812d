import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet, useLoaderData } from 'react-router';
import { type StoreCode } from '../../domain/store-view/store-view';
import { storeViews } from '../../domain/store-view/store-views';
import { useStores } from '../app/stores-context';
import { type Catalogue } from '../i18n/load-catalogue';
import { Header } from './Header';
import { UspBar } from './UspBar';
import { messages } from '../i18n/messages';
import { FormattedMessage } from 'react-intl';

export interface StoreLayoutData {
  readonly storeCode: StoreCode;
  readonly catalogue: Catalogue;
}

/** The default layout of one store view: its language, header, USP bar and the page. */
export function StoreLayout() {
  const { storeCode, catalogue } = useLoaderData() as StoreLayoutData;
  const { theme } = useStores();
  const view = storeViews[storeCode];

  useEffect(() => {
    document.documentElement.lang = storeCode;
    void theme.open(storeCode);
  }, [storeCode, theme]);

  return (
    <IntlProvider locale={view.i18n.locale} messages={catalogue} defaultLocale="en-US">
      <a className="skip-link" href="#main">
        <FormattedMessage {...messages.skipToContent} />
      </a>
      <Header storeCode={storeCode} />
      <UspBar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </IntlProvider>
  );
}
