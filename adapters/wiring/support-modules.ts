import { ContainerModule } from 'inversify';
import { UrlIndexPort } from '../../application/ports/url-index-port';
import { FindUrlAlternates } from '../../application/support/find-url-alternates';
import { InspectServerCart } from '../../application/support/inspect-server-cart';
import { InspectServerCartTotals } from '../../application/support/inspect-server-cart-totals';
import { ListRedirects } from '../../application/support/list-redirects';
import { ListUrlMap } from '../../application/support/list-url-map';
import { LoadCategoryTree } from '../../application/support/load-category-tree';
import { ReportStock } from '../../application/support/report-stock';
import { VsfUrlIndex } from '../url-map/vsf-url-index';

/** The URL index over the VSF API's search proxy (needs ApiConfig from the service adapters). */
export const supportAdapters = () =>
  new ContainerModule(({ bind }) => {
    bind(UrlIndexPort).to(VsfUrlIndex).inSingletonScope();
  });

/** The support staff's use cases (the `storefront` CLI); they read through the shop's ports and add no rule. */
export const supportUseCases = () =>
  new ContainerModule(({ bind }) => {
    for (const useCase of supportUseCaseClasses)
      bind(useCase as never)
        .toSelf()
        .inSingletonScope();
  });

export const supportUseCaseClasses = [
  FindUrlAlternates,
  InspectServerCart,
  InspectServerCartTotals,
  ListRedirects,
  ListUrlMap,
  LoadCategoryTree,
  ReportStock,
] as const;
