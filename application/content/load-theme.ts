import { inject, injectable } from 'inversify';
import { type Result, err, ok } from '../../domain/shared/result';
import { type StoreCode } from '../../domain/store-view/store-view';
import { type ThemeConfig } from '../../domain/theme/theme-config';
import { ContentPort } from '../ports/content-port';
import { type PortErrorKind, isPortError } from '../ports/port-error';

export type LoadThemeFailure = { readonly kind: PortErrorKind };

/** Loads the theme config (header, menu, USP bar) of a store view; a CMS failure is a result, not a crash. */
@injectable()
export class LoadTheme {
  constructor(@inject(ContentPort) private readonly content: ContentPort) {}

  async execute(storeCode: StoreCode): Promise<Result<ThemeConfig, LoadThemeFailure>> {
    try {
      return ok(await this.content.theme(storeCode));
    } catch (error) {
      if (isPortError(error)) return err({ kind: error.kind });
      throw error;
    }
  }
}
