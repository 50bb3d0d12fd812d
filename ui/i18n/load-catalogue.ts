import { type IntlShape, type MessageFormatElement, createIntl, createIntlCache } from 'react-intl';
import split from 'virtual:messages/split';
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

/** The account, checkout and styleguide texts, apart in the browser (ui/i18n/personal-areas.ts). */
const personalLanguages: Record<StoreCode, () => Promise<{ default: Catalogue }>> = {
  nl: () => import('virtual:messages/personal/nl'),
  en: () => import('virtual:messages/personal/en'),
  de: () => import('virtual:messages/personal/de'),
};

/** The store view of the browser's page: a language switch is a full page load (catalogue spec §2). */
let pageStoreCode: (storeCode: StoreCode) => void = () => undefined;
const pageStore = new Promise<StoreCode>((resolve) => {
  pageStoreCode = resolve;
});

const loaded: Partial<Record<StoreCode, Promise<Catalogue>>> = {};

/**
 * Loads one store view's catalogue, once: every server render of a store view asked the module loader again, a
 * dynamic import's resolution each time. A failed load (a chunk the browser could not fetch) is tried
 * again by the next call.
 */
export function loadCatalogue(storeCode: StoreCode): Promise<Catalogue> {
  pageStoreCode(storeCode);
  const once = (loaded[storeCode] ??= languages[storeCode]().then(
    (module) => module.default,
    (cause: unknown) => {
      delete loaded[storeCode];
      throw cause;
    },
  ));
  return once;
}

let personal: Promise<void> | undefined;

/**
 * Puts the personal areas' texts into the page's catalogue, the very object react-intl reads each text from, so a
 * screen that imports them (ui/account, ui/checkout and ui/styleguide `messages.ts` wait for this at their top level)
 * renders in its language. Once per page; at once where the catalogue holds every text (server, tests).
 */
export function personalTexts(): Promise<void> {
  if (!split) return Promise.resolve();
  personal ??= pageStore.then(async (storeCode) => {
    const [catalogue, own] = await Promise.all([languages[storeCode](), personalLanguages[storeCode]()]);
    Object.assign(catalogue.default as Record<string, MessageFormatElement[]>, own.default);
  });
  return personal;
}

const cache = createIntlCache();
const intlByCatalogue = new WeakMap<Catalogue, Map<string, IntlShape>>();

/**
 * One react-intl object per catalogue and locale, shared by every render that uses them: its formatters (number
 * formats, compiled messages) are built once per server process, not once per page render as a fresh IntlProvider
 * builds them. It holds nothing of a request. Personal texts merged into the catalogue later are read from the same
 * object, as before.
 */
export function sharedIntl(locale: string, catalogue: Catalogue): IntlShape {
  let byLocale = intlByCatalogue.get(catalogue);
  if (byLocale === undefined) {
    byLocale = new Map();
    intlByCatalogue.set(catalogue, byLocale);
  }
  let intl = byLocale.get(locale);
  if (intl === undefined) {
    intl = createIntl({ locale, messages: catalogue, defaultLocale: 'en-US' }, cache);
    byLocale.set(locale, intl);
  }
  return intl;
}

/** The store view's texts outside React (what page loads write into `<head>`). */
export async function intlOfStore(storeCode: StoreCode): Promise<IntlShape> {
  return sharedIntl(storeViews[storeCode].i18n.locale, await loadCatalogue(storeCode));
}
