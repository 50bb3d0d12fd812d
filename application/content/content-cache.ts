import { injectable } from 'inversify';
import type { BlogList, CmsStory } from '../../domain/content/content-types';

/**
 * Stories and blog pages already loaded in this app instance, by key (catalogue spec §7: "cached per key").
 * One per app instance (a fresh one per server request); a store-view change clears it.
 */
@injectable()
export class ContentCache {
  private readonly stories = new Map<string, CmsStory>();
  private readonly blogPages = new Map<string, BlogList>();

  story(key: string): CmsStory | undefined {
    return this.stories.get(key);
  }

  keepStory(key: string, story: CmsStory): void {
    this.stories.set(key, story);
  }

  blogPage(key: string): BlogList | undefined {
    return this.blogPages.get(key);
  }

  keepBlogPage(key: string, page: BlogList): void {
    this.blogPages.set(key, page);
  }

  clear(): void {
    this.stories.clear();
    this.blogPages.clear();
  }
}
