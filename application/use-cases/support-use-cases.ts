import { FindUrlAlternates } from '../support/find-url-alternates';
import { InspectServerCart } from '../support/inspect-server-cart';
import { InspectServerCartTotals } from '../support/inspect-server-cart-totals';
import { ListRedirects } from '../support/list-redirects';
import { ListUrlMap } from '../support/list-url-map';
import { LoadCategoryTree } from '../support/load-category-tree';
import { ReportStock } from '../support/report-stock';
import { type UseCasesOf } from './use-cases-of';

/** The support staff's use cases (the `storefront` CLI) by name: they read through the shop's ports and add no rule. */
export const supportUseCaseClasses = {
  findUrlAlternates: FindUrlAlternates,
  inspectServerCart: InspectServerCart,
  inspectServerCartTotals: InspectServerCartTotals,
  listRedirects: ListRedirects,
  listUrlMap: ListUrlMap,
  loadCategoryTree: LoadCategoryTree,
  reportStock: ReportStock,
} as const;

export type SupportUseCases = UseCasesOf<typeof supportUseCaseClasses>;
