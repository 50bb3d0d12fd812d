import 'reflect-metadata';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '../../application/config/runtime-config';
import { parseRoute } from '../../domain/routing/parse-route';
import { type StoreCode } from '../../domain/store-view/store-view';
import { allStoreViews, storeViews } from '../../domain/store-view/store-views';
import { type PageContext, type PageLoad } from '../routing/page-module';
import { createRequestUseCases } from '../../server/composition/request-use-cases';
import { NotificationStore } from '../notifications/notification.store';
import { RootStore } from '../root-store';
import { type Backend, mockBackend } from '../../server/mock/backend';
import { page as storeLocator } from '../store-locator/StoreLocatorPage';
import { page as blog, type BlogPageData } from './BlogPage';
import { page as cms } from './CmsPage';
import { page as home } from './HomePage';
import { type StoryPageData } from './load-story-page';
import { page as preview, type PreviewData } from './PreviewPage';
import { sha1Hex } from '../../mock-backend/handlers/shared/sha1';

/** The page loads over the mock backend's handlers in this process (the fixtures of fixtures/data/default), as the server runs them. */
let backend: Backend;
const origin = 'http://shop.test';

beforeAll(async () => {
  backend = await mockBackend({ shopOrigin: origin });
}, 60_000);

function context(path: string, storeCode?: StoreCode): PageContext {
  const url = new URL(path, origin);
  const route = parseRoute(url.pathname + url.search, allStoreViews);
  const code = storeCode ?? route.storeCode;
  const notifications = new NotificationStore();
  const useCases = createRequestUseCases({ storeCode: code, config: defaultRuntimeConfig, origin, fetch: backend.fetch, logLevel: 'error' }, notifications);
  const stores = new RootStore(useCases, { storeView: storeViews[code], isServer: true }, notifications);
  return { route, request: new Request(url), url, storeView: storeViews[code], stores };
}

function pageData<T>(loaded: PageLoad<T>): T {
  if (loaded.kind !== 'page') throw new Error('not a page');
  return loaded.data;
}

describe('home and CMS page loads', () => {
  it('loads the home story of the store view with carousel products, latest blogs and its head', async () => {
    const loaded = await home.load!(context('/en/'));
    const data = pageData(loaded) as StoryPageData;
    if (data.kind !== 'story') throw new Error('no story');
    expect(data.story.fullSlug).toBe('en/home');
    const carousels = Object.values(data.story.blockData.carousels);
    expect(carousels.length).toBe(2);
    expect(carousels[0]!.length).toBeGreaterThan(0);
    expect(Object.values(data.story.blockData.blogs)[0]).toHaveLength(3);
    expect(loaded.kind === 'page' && loaded.head).toMatchObject({
      title: 'Fashion for women, men and kids',
      canonical: '/en/',
      alternates: [
        { hreflang: 'nl', href: '/' },
        { hreflang: 'en', href: '/en/' },
        { hreflang: 'de', href: '/de/' },
        { hreflang: 'x-default', href: '/' },
      ],
      openGraph: { type: 'website', url: '/en/' },
    });
    // Plain JSON: it travels in the server's HTML.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('about us in German, with its alternates; a missing story and a settings story are the 404 page', async () => {
    const loaded = await cms.load!(context('/de/about-us/'));
    const data = pageData(loaded) as StoryPageData;
    expect(data.kind === 'story' && data.story.fullSlug).toBe('de/about-us');
    expect(loaded.kind === 'page' && loaded.head?.alternates?.map((a) => a.href)).toEqual(['/about-us/', '/en/about-us/', '/de/about-us/', '/about-us/']);
    const missing = context('/en/about-us/');
    expect(await cms.load!({ ...missing, route: { ...missing.route, name: 'cms-story', params: { slug: 'en/no-such-page' } } })).toEqual({ kind: 'not-found' });
    expect(await cms.load!({ ...missing, route: { ...missing.route, name: 'cms-story', params: { slug: 'en/config/theme' } } })).toEqual({ kind: 'not-found' });
  });

  it('a blog article loads by its full slug on the CMS story route, as an article', async () => {
    const c = context('/en/about-us/');
    const loaded = await cms.load!({ ...c, route: { ...c.route, name: 'cms-story', params: { slug: 'en/blog/denim-care' } } });
    const data = pageData(loaded) as StoryPageData;
    expect(data.kind === 'story' && data.story.content.component).toBe('blog_article');
    expect(loaded.kind === 'page' && loaded.head?.openGraph?.['type']).toBe('article');
  });

  it('the CMS being down is a 503 page with a retry, not a crash', async () => {
    const c = context('/en/');
    const stores = c.stores;
    // The use case's own failure result, as LoadStory reports an unreachable CMS.
    const failing = { ...stores, useCases: { ...stores.useCases, loadStory: { execute: async () => ({ ok: false, error: { kind: 'unavailable' } }) } } };
    const loaded = await home.load!({ ...c, stores: failing as never });
    expect(loaded).toMatchObject({ kind: 'page', status: 503, data: { kind: 'unavailable' } });
  });
});

describe('blog list load', () => {
  it('pages 8 articles with canonical, prev and next; page 1 has no parameter; beyond the last page is the 404 page', async () => {
    const first = await blog.load!(context('/en/blog/'));
    const data = pageData(first) as BlogPageData;
    if (data.kind !== 'blog') throw new Error('no blog');
    expect(data.articles).toHaveLength(8);
    expect(data.title).toBe('Blog');
    expect(data.hero?.src).toBe('/img/1920/600/blog-hero.svg');
    expect(first.kind === 'page' && first.head).toMatchObject({ canonical: '/en/blog/', next: '/en/blog/?page=2' });
    expect(first.kind === 'page' && first.head?.prev).toBeUndefined();
    const second = await blog.load!(context('/en/blog/?page=2'));
    expect(second.kind === 'page' && second.head).toMatchObject({ canonical: '/en/blog/?page=2', prev: '/en/blog/' });
    expect(await blog.load!(context('/en/blog/?page=99'))).toEqual({ kind: 'not-found' });
  });
});

describe('store locator load', () => {
  it('lists every store, those near a city, by postcode, and one store; an unknown place shows all with a notice', async () => {
    const all = pageData(await storeLocator.load!(context('/en/storelocator/')));
    expect(all.kind === 'list' && all.stores.length).toBe(14);
    const near = pageData(await storeLocator.load!(context('/en/storelocator/?q=Utrecht')));
    expect(near.kind === 'list' && near.stores[0]?.city).toBe('Utrecht');
    const postcode = pageData(await storeLocator.load!(context('/en/storelocator/?q=3011')));
    expect(postcode.kind === 'list' && postcode.stores[0]?.city).toBe('Rotterdam');
    const unknown = pageData(await storeLocator.load!(context('/en/storelocator/?q=Atlantis')));
    expect(unknown).toMatchObject({ kind: 'list', notFound: true });
    const one = pageData(await storeLocator.load!(context('/de/storelocator/?store=12')));
    expect(one.kind === 'store' && one.store.city).toBe('Köln');
    expect(await storeLocator.load!(context('/de/storelocator/?store=999'))).toEqual({ kind: 'not-found' });
  });
});

describe('CMS preview load', () => {
  const space = () => backend.mock!.fixtures.stories.space;
  const signed = (extra: string) => {
    const timestamp = String(Math.floor(backend.mock!.clock().getTime() / 1000));
    const token = sha1Hex(`${String(space().id)}:${space().previewToken}:${timestamp}`);
    return `/storyblok?_storyblok_tk[space_id]=${String(space().id)}&_storyblok_tk[timestamp]=${timestamp}&_storyblok_tk[token]=${token}${extra}`;
  };

  it('refuses a link without a valid editor token (403) and shows the draft of a signed one', async () => {
    const refused = await preview.load!(context('/storyblok?_storyblok=200140'));
    expect(refused).toMatchObject({ kind: 'page', status: 403, data: { kind: 'refused' } });
    const loaded = await preview.load!(context(signed('&_storyblok=200140'), 'en'));
    if (loaded.kind !== 'page') throw new Error('no page');
    const data = loaded.data as PreviewData;
    expect(data.kind === 'story' && data.story.fullSlug).toBe('en/new-collection');
    expect(JSON.stringify(data)).not.toContain(space().previewToken);
    expect(loaded.head?.robots).toContain('noindex');
  });
});
