import { type PageHead } from '../app/page-module';
import { languageSwitchTarget } from '../../domain/routing/alternates';
import { type StoreCode } from '../../domain/store-view/store-view';
import { allStoreViews } from '../../domain/store-view/store-views';

/**
 * Where Apply in the language drawer goes (catalogue spec §2): the current page's hreflang alternate in the chosen
 * store view (product, category or CMS page), otherwise that store view's home.
 */
export function languageTarget(target: StoreCode, head: PageHead | undefined): string {
  const alternate = head?.alternates?.find((a) => a.hreflang === target);
  if (alternate !== undefined) return alternate.href;
  return languageSwitchTarget(target, {}, allStoreViews);
}
