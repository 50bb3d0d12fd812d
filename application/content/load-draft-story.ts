import { inject, injectable } from 'inversify';
import { cmsFullSlug, storeSlug } from '../../domain/content/cms-slug';
import type { CmsStory } from '../../domain/content/content-types';
import { err, ok, type Result } from '../../domain/shared/result';
import { storeCodes, type StoreCode } from '../../domain/store-view/store-view';
import { ContentPort } from '../ports/content-port';
import { type ContentFailure, contentFailure } from './content-failure';

export type DraftRef =
  /** The id route parameter of the preview (catalogue spec §2). */
  | { readonly id: string }
  /** The preview path: full slug, 'home' when empty, prefixed by the store code with multistore. */
  | { readonly storeCode: StoreCode; readonly path: string; readonly multistore?: boolean };

/** The draft version of a story for the editor's preview, with a validated preview token; never cached (drafts bypass the CDN cache). */
@injectable()
export class LoadDraftStory {
  constructor(@inject(ContentPort) private readonly content: ContentPort) {}

  async execute(ref: DraftRef, previewToken: string, release?: string): Promise<Result<CmsStory, ContentFailure>> {
    const idOrSlug = 'id' in ref ? ref.id : storeSlug(cmsFullSlug(ref.path, storeCodes), ref.storeCode, ref.multistore ?? true);
    try {
      return ok(await this.content.draftStory(idOrSlug, previewToken, release));
    } catch (error) {
      return err(contentFailure(error));
    }
  }
}
