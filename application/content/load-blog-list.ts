import { inject, injectable } from 'inversify';
import { BLOG_PAGE_SIZE, blogPage, blogPageCount, blogPageLinks, blogSlug } from '../../domain/content/blog-paging';
import type { BlogArticle } from '../../domain/content/content-types';
import { err, ok, type Result } from '../../domain/shared/result';
import type { StoreCode } from '../../domain/store-view/store-view';
import { ContentPort } from '../ports/content-port';
import { ContentCache } from './content-cache';
import { type ContentFailure, contentFailure } from './content-failure';

export interface BlogListRequest {
  readonly storeCode: StoreCode;
  /** The blog folder path, e.g. '/blog'; its leading slash is dropped (catalogue spec §7). */
  readonly path?: string;
  /** The page query parameter; page 1 has none (catalogue spec §2). */
  readonly page?: string | number | null;
}

export interface BlogListPage {
  readonly articles: readonly BlogArticle[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  /** Neighbouring pages for the canonical prev and next links. */
  readonly prev?: number;
  readonly next?: number;
}

/** A page of the blog list: 8 articles a page per store view, cached per store, slug, size and offset (catalogue spec §7). */
@injectable()
export class LoadBlogList {
  constructor(
    @inject(ContentPort) private readonly content: ContentPort,
    @inject(ContentCache) private readonly cache: ContentCache,
  ) {}

  async execute(request: BlogListRequest): Promise<Result<BlogListPage, ContentFailure>> {
    const { page, size, offset } = blogPage(request.page, BLOG_PAGE_SIZE);
    const slug = blogSlug(request.path ?? 'blog');
    const key = `${request.storeCode}:${slug}:${String(size)}:${String(offset)}`;
    try {
      const list = this.cache.blogPage(key) ?? (await this.content.blogList(request.storeCode, { slug, size, offset }));
      this.cache.keepBlogPage(key, list);
      return ok({ articles: list.stories, total: list.total, page, pageCount: blogPageCount(list.total, size), ...blogPageLinks(page, list.total, size) });
    } catch (error) {
      return err(contentFailure(error));
    }
  }
}
