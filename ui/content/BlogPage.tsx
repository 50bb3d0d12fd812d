import { useMemo } from 'react';
import { requestTime } from './request-time';
import { FormattedMessage, useIntl } from 'react-intl';
import { type CmsStory } from '../../domain/content/content-types';
import { type PageContext, type PageHead, type PageLoad, type PageModule, type PageProps } from '../routing/page-module';
import { blogPageHref } from './blog-pages';
import { toBlogCard } from './blog-card';
import { BlogGrid } from './BlogGrid';
import { BlockContext, blockContextValue } from './blocks/block-context';
import { Blocks } from './blocks/Blocks';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { imageUrl } from '../components/image-url';
import { type CmsPicture, toPicture } from './cms-image';
import { CmsImage } from './CmsImage';
import { ContentUnavailable } from './ContentUnavailable';
import { loadBlockData } from './load-block-data';
import { messages } from './messages';
import { Pager } from './Pager';
import { type BlockData, type BlogCard, blocksOf, type CmsBlock, seoOf, text } from './story-view';
import { storePath } from './store-paths';
import { storyAlternates } from './story-path';

export interface BlogListView {
  readonly kind: 'blog';
  readonly title: string;
  readonly hero?: CmsPicture;
  readonly body: readonly CmsBlock[];
  readonly blockData: BlockData;
  readonly articles: readonly BlogCard[];
  readonly page: number;
  readonly pageCount: number;
  readonly basePath: string;
}

export type BlogPageData = BlogListView | { readonly kind: 'unavailable' };

/** The blog folder's own story (title, hero, body blocks); a blog without one still lists its articles. */
async function blogStory(context: PageContext): Promise<CmsStory | undefined> {
  const result = await context.stores.useCases.loadStory.execute({ storeCode: context.storeView.storeCode, path: 'blog' });
  return result.ok ? result.value : undefined;
}

function blogHead(view: BlogListView, story: CmsStory | undefined, description: string | undefined): PageHead {
  const canonical = blogPageHref(view.basePath, view.page);
  // The alternates name the blog of each store view; a page parameter is carried along, since the lists page alike.
  const alternates = story ? storyAlternates(story).map((a) => ({ ...a, href: blogPageHref(a.href, view.page) })) : [];
  return {
    title: view.page > 1 ? `${view.title} (${String(view.page)})` : view.title,
    ...(description ? { description } : {}),
    canonical,
    alternates,
    ...(view.page > 1 ? { prev: blogPageHref(view.basePath, view.page - 1) } : {}),
    ...(view.page < view.pageCount ? { next: blogPageHref(view.basePath, view.page + 1) } : {}),
    openGraph: {
      title: view.title,
      type: 'website',
      url: canonical,
      ...(description ? { description } : {}),
      ...(view.hero ? { image: imageUrl(view.hero.src, { width: 1200 }) } : {}),
    },
  };
}

/**
 * /blog/: the blog story's title, hero and body blocks, then the latest articles 8 a page (LoadBlogList); a page
 * beyond the last is the 404 page.
 */
async function load(context: PageContext): Promise<PageLoad<BlogPageData>> {
  const { stores, storeView, url } = context;
  const [story, list] = await Promise.all([
    blogStory(context),
    stores.useCases.loadBlogList.execute({ storeCode: storeView.storeCode, path: '/blog', page: url.searchParams.get('page') }),
  ]);
  if (!list.ok) return { kind: 'page', status: 503, data: { kind: 'unavailable' }, head: { robots: 'noindex' } };
  if (list.value.page > list.value.pageCount) return { kind: 'not-found' };
  const content = (story?.content ?? { component: 'blog_overview' }) as CmsBlock;
  const hero = toPicture(content['hero']);
  const view: BlogListView = {
    kind: 'blog',
    title: text(content['title']) || story?.name || 'Blog',
    ...(hero ? { hero } : {}),
    body: blocksOf(content['body']),
    blockData: await loadBlockData(content, stores.useCases, storeView, requestTime()),
    articles: list.value.articles.map(toBlogCard),
    page: list.value.page,
    pageCount: list.value.pageCount,
    basePath: storePath(storeView.storeCode, '/blog/'),
  };
  return { kind: 'page', data: view, head: blogHead(view, story, seoOf(content).description) };
}

/** The blog list: breadcrumbs Home > Blog, title, hero, body blocks, the Latest blogs grid and its pages (catalogue spec §2). */
export function BlogPage({ data, route }: PageProps<BlogPageData>) {
  const intl = useIntl();
  const context = useMemo(() => (data.kind === 'blog' ? blockContextValue(data.blockData, route.storeCode) : undefined), [data, route.storeCode]);
  if (data.kind === 'unavailable' || context === undefined) return <ContentUnavailable />;
  return (
    <BlockContext.Provider value={context}>
      <div className="blog-page">
        <div>
          <Breadcrumbs crumbs={[{ label: intl.formatMessage(messages.blog) }]} />
          <h1 className="blog-page__title">{data.title}</h1>
        </div>
        {data.hero && (
          <div className="blog-page__hero">
            <CmsImage picture={data.hero} sizes="(max-width: 1400px) 100vw, 1400px" priority />
          </div>
        )}
        <Blocks blocks={data.body} offset={1} />
        <section aria-labelledby="latest-blogs">
          <h2 className="cms-section-title" id="latest-blogs">
            <FormattedMessage {...messages.latestBlogs} />
          </h2>
          {data.articles.length > 0 ? (
            <BlogGrid articles={data.articles} headingLevel={3} />
          ) : (
            <p className="blog-empty">
              <FormattedMessage {...messages.noArticles} />
            </p>
          )}
        </section>
        <Pager basePath={data.basePath} page={data.page} pageCount={data.pageCount} />
      </div>
    </BlockContext.Provider>
  );
}

export const page: PageModule<BlogPageData> = { load, Page: BlogPage };
