import { type StoreCode } from '../../domain/store-view/store-view';
import { type ThemeConfig } from '../../domain/theme/theme-config';

export const ContentPort = Symbol.for('ContentPort');

/** Content of the headless CMS. Throws PortError('unavailable') when the CMS cannot be reached. */
export interface ContentPort {
  /** The theme config of a store view (header, menu, USP bar), with its relations resolved. */
  theme(storeCode: StoreCode): Promise<ThemeConfig>;
}
