import { type IntlShape, type MessageFormatElement, createIntl, createIntlCache } from 'react-intl';
import { type StoreCode } from '../../domain/store-view/store-view';
import { storeViews } from '../../domain/store-view/store-views';

/** One store view's texts, compiled ahead of time to ICU ASTs (scripts/vite-compiled-messages.ts): no parser at run time. */
export type Catalogue = Readonly<Record<string, MessageFormatElement[]>>;

/** One hashed chunk per language, every feature area's texts merged at build time. */
const languages: Record<StoreCode, () => Promise<{ default: Catalogue }>> = {
  nl: () => import('virtual:messages/nl'),
  en: () => import('virtual:messages/en'),
  de: () => import('virtual:messages/de'),
};

/** Loads one store view's catalogue. */
export async function loadCatalogue(storeCode: StoreCode): Promise<Catalogue> {
  return (await languages[storeCode]()).default;
}

const cache = createIntlCache();

/** The store view's texts outside React (what page loads write into `<head>`). */
export async function intlOfStore(storeCode: StoreCode): Promise<IntlShape> {
  return createIntl({ locale: storeViews[storeCode].i18n.locale, messages: await loadCatalogue(storeCode), defaultLocale: 'en-US' }, cache);
}
