import { useEffect, useState } from 'react';
import { RawIntlProvider } from 'react-intl';
import { Outlet, ScrollRestoration, useLoaderData } from 'react-router';
import { type StoreCode } from '../../domain/store-view/store-view';
import { storeViews } from '../../domain/store-view/store-views';
import { type ThemeConfig } from '../../domain/theme/theme-config';
import { useStores } from '../app/stores-context';
import { LinkNavigationProvider } from '../components/ShopLink';
import { type Catalogue, sharedIntl } from '../i18n/load-catalogue';

export interface StoreLayoutData {
  readonly storeCode: StoreCode;
  readonly catalogue: Catalogue;
  /** The CMS theme as the loader found it (null when the CMS failed: the browser tries again). */
  readonly theme: ThemeConfig | null;
}

/**
 * The root of one store view: its language (react-intl; ids missing from a catalogue fall back to the English
 * default text, catalogue spec §9 "default language fallback en"), its CMS theme and scroll restoration on back
 * navigation. The layout below it picks the frame.
 */
export function StoreLayout() {
  const { storeCode, catalogue, theme: loaded } = useLoaderData() as StoreLayoutData;
  const { theme, ui } = useStores();
  const view = storeViews[storeCode];
  // The theme arrives with the loader data, so the server's HTML and the hydrating browser render the same menu.
  useState(() => {
    if (loaded !== null) theme.adopt(storeCode, loaded);
    return null;
  });

  useEffect(() => {
    document.documentElement.lang = storeCode;
    void theme.open(storeCode);
  }, [storeCode, theme]);

  useEffect(() => () => ui.dispose(), [ui]);

  return (
    <RawIntlProvider value={sharedIntl(view.i18n.locale, catalogue)}>
      <ScrollRestoration />
      <LinkNavigationProvider>
        <Outlet />
      </LinkNavigationProvider>
    </RawIntlProvider>
  );
}
