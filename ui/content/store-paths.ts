import { storePrefix, storeViewOf } from '../../domain/routing/store-prefix';
import { type StoreCode } from '../../domain/store-view/store-view';
import { allStoreViews } from '../../domain/store-view/store-views';

/** A route-table path in a store view ('/blog/' → '/en/blog/'). */
export const storePath = (storeCode: StoreCode, path: string): string => `${storePrefix(storeViewOf(storeCode, allStoreViews))}${path}`;
