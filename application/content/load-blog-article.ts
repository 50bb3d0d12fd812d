import { inject, injectable } from 'inversify';
import { blogSlug } from '../../domain/content/blog-paging';
import type { CmsStory } from '../../domain/content/content-types';
import type { Result } from '../../domain/shared/result';
import type { StoreCode } from '../../domain/store-view/store-view';
import type { ContentFailure } from './content-failure';
import { LoadStory } from './load-story';

/** One blog article by its path in the blog folder ('/blog/denim-care'); its route is not shown (catalogue spec §2). */
@injectable()
export class LoadBlogArticle {
  constructor(@inject(LoadStory) private readonly loadStory: LoadStory) {}

  async execute(storeCode: StoreCode, path: string): Promise<Result<CmsStory, ContentFailure>> {
    return this.loadStory.execute({ storeCode, path: blogSlug(path) });
  }
}
