import { inject, injectable } from 'inversify';
import { cmsFullSlug, storeSlug } from '../../domain/content/cms-slug';
import type { CmsStory } from '../../domain/content/content-types';
import { err, ok, type Result } from '../../domain/shared/result';
import { storeCodes, type StoreCode } from '../../domain/store-view/store-view';
import { ContentPort } from '../ports/content-port';
import { ContentCache } from './content-cache';
import { type ContentFailure, contentFailure } from './content-failure';

export type StoryRef =
  /** A page path: the full slug is the path, or home when empty; a bare store code gets '/home' (catalogue spec §2). */
  | { readonly storeCode: StoreCode; readonly path: string; readonly multistore?: boolean }
  /** A story by uuid (`get-by-uuid`). */
  | { readonly storeCode: StoreCode; readonly uuid: string };

/** A published CMS story by page path or uuid, from the cache when this app instance already loaded it. */
@injectable()
export class LoadStory {
  constructor(
    @inject(ContentPort) private readonly content: ContentPort,
    @inject(ContentCache) private readonly cache: ContentCache,
  ) {}

  async execute(ref: StoryRef): Promise<Result<CmsStory, ContentFailure>> {
    const key = 'uuid' in ref ? `uuid:${ref.uuid}` : `slug:${this.fullSlug(ref)}`;
    const cached = this.cache.story(key);
    if (cached !== undefined) return ok(cached);
    try {
      const story = 'uuid' in ref ? await this.content.storyByUuid(ref.uuid) : await this.content.story(ref.storeCode, this.fullSlug(ref));
      if (story === undefined) return err({ kind: 'not-found' });
      this.cache.keepStory(key, story);
      return ok(story);
    } catch (error) {
      return err(contentFailure(error));
    }
  }

  /** With multistore the slug is prefixed by the store code (catalogue spec §2). */
  private fullSlug(ref: { readonly storeCode: StoreCode; readonly path: string; readonly multistore?: boolean }): string {
    return storeSlug(cmsFullSlug(ref.path, storeCodes), ref.storeCode, ref.multistore ?? true);
  }
}
