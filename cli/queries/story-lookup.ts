import type { ContentPort } from '../../application/ports/content-port';
import type { CmsStory } from '../../domain/content/content-types';
import type { StoreCode } from '../../domain/store-view/store-view';

/** A published CMS story by full slug (ContentPort); throws PortError('not-found') for one the CMS lacks. */
export class StoryLookup {
  constructor(private readonly content: ContentPort) {}

  story(storeCode: StoreCode, fullSlug: string): Promise<CmsStory> {
    return this.content.story(storeCode, fullSlug);
  }
}
