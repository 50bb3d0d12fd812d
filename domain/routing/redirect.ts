import type { StoreCode, StoreView } from '../store-view/store-view';
import { storePrefix, storeViewOf } from './store-prefix';
import type { RedirectEntity } from './types';

export interface RedirectDecision {
  /** The stored redirect_type (301 or 302). */
  readonly status: number;
  readonly location: string;
}

const trimSlashes = (path: string): string => path.replace(/^\/+|\/+$/g, '');

/** The redirect entity whose request_path is the unresolved path, compared without leading or trailing slashes (cart spec §2). */
export function findRedirect(entities: readonly RedirectEntity[], requestPath: string): RedirectEntity | undefined {
  const wanted = trimSlashes(requestPath);
  return entities.find((e) => trimSlashes(e.request_path) === wanted);
}

/** The server answers with the stored redirect_type toward target_path in the same store view (cart spec §2). */
export function redirectDecision(entity: RedirectEntity, storeCode: StoreCode, views: readonly StoreView[]): RedirectDecision {
  const target = entity.target_path;
  const absolute = /^(https?:)?\/\//.test(target);
  const location = absolute ? target : `${storePrefix(storeViewOf(storeCode, views))}/${trimSlashes(target)}`;
  const status = entity.redirect_type === 302 || entity.redirect_type === 307 || entity.redirect_type === 308 ? entity.redirect_type : 301;
  return { status, location };
}
