import type { CartInspector } from './cart-inspector';
import type { CategoryTree } from './category-tree';
import type { StockReport } from './stock-report';
import type { UrlAlternates } from './url-alternates';
import type { UrlIndex } from './url-index';

/**
 * Read models for support staff that no shop screen needs (listing the URL map, the stock of every child, a
 * product in every store view). They only assemble what ports answer; every rule they show comes from domain/.
 */
export interface SupportQueries {
  readonly urlIndex: UrlIndex;
  readonly alternates: UrlAlternates;
  readonly stock: StockReport;
  readonly categories: CategoryTree;
  readonly carts: CartInspector;
}
