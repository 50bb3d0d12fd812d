import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { StoresContext } from '../../app/stores-context';
import { storeViews } from '../../../domain/store-view/store-views';
import { type RootStore } from '../../root-store';
import { type BlockData, type CmsBlock } from '../story-view';
import { BlockContext, blockContextValue } from './block-context';
import { Blocks } from './Blocks';
import { blockComponent, blockRegistry } from './registry';

const asset = (filename: string, alt = '') => ({ filename, alt, fieldtype: 'asset' });
const doc = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

/** One block of every kind the fixture stories use, plus the USP block. */
const blocks: Record<string, CmsBlock> = {
  hero: {
    component: 'hero',
    _uid: 'h',
    title: 'The new winter collection',
    image: asset('/img/1920/800/hero.svg', 'Winter'),
    button_text: 'Shop now',
    link: { linktype: 'url', url: '/en/women' },
  },
  image_text: {
    component: 'image_text',
    _uid: 'it',
    title: 'Responsibly made',
    text: doc('Organic cotton.'),
    image: asset('/img/830/700/atelier.svg'),
    image_position: 'right',
  },
  product_carousel: { component: 'product_carousel', _uid: 'pc', title: 'New in', skus: 'A-1' },
  category_tiles: {
    component: 'category_tiles',
    _uid: 'ct',
    title: 'Shop by category',
    items: [
      { component: 'category_tile', _uid: 't1', title: 'Dresses', image: asset('/img/375/469/dresses.svg'), link: { linktype: 'url', url: '/en/dresses' } },
    ],
  },
  text: { component: 'text', _uid: 'tx', text: doc('We are a Dutch fashion company.') },
  usp: { component: 'usp', _uid: 'u', items: [{ component: 'usp_item', _uid: 'u1', bold: 'Free shipping', normal: 'from 50 euros' }] },
  newsletter: { component: 'newsletter', _uid: 'n', title: 'Sign up for our newsletter', text: 'Get 10% off.' },
  image: { component: 'image', _uid: 'im', image: asset('/img/1440/810/wide.svg', 'A wide picture') },
  video: { component: 'video', _uid: 'v', title: 'Our atelier', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
  blog_latest: { component: 'blog_latest', _uid: 'bl', title: 'Latest blogs', limit: 3 },
};

const card = {
  sku: 'A-1',
  name: 'Dress Amara',
  typeId: 'simple',
  link: '/en/dress-amara',
  images: ['/dress.svg'],
  price: { regular: { amount: 5995, currency: 'EUR' } },
  inStock: true,
  labels: [],
  preset: {},
  attributeIds: {},
  variants: [],
};
const data = {
  carousels: { pc: [card] },
  blogs: { bl: [{ id: '1', title: 'Make your jeans last for years', href: '/en/blog/denim-care', publishedAt: '2026-10-06T23:00:00.000Z' }] },
} as unknown as BlockData;

const fakeStores = {
  env: { storeView: storeViews.en, isServer: true },
  cart: { isAdding: false, add: vi.fn() },
  useCases: {},
  notifications: { notify: vi.fn() },
  session: { profile: undefined, isLoggedIn: false },
} as unknown as RootStore;

function render(list: readonly CmsBlock[], warn = vi.fn()): { html: string; warn: typeof warn } {
  const html = renderToString(
    <MemoryRouter>
      <IntlProvider locale="en-US" defaultLocale="en-US" onError={() => undefined}>
        <StoresContext.Provider value={fakeStores}>
          <BlockContext.Provider value={blockContextValue(data, 'en', warn)}>
            <Blocks blocks={list} />
          </BlockContext.Provider>
        </StoresContext.Provider>
      </IntlProvider>
    </MemoryRouter>,
  );
  return { html, warn };
}

describe('CMS block registry', () => {
  it('maps every block the stories use, and the USP block, to a component', () => {
    for (const name of Object.keys(blocks)) expect(blockComponent(name), name).toBeDefined();
    expect(blockComponent('image-text')).toBe(blockRegistry['image_text']);
    expect(blockComponent('constructor')).toBeUndefined();
  });

  it.each(Object.entries(blocks))('renders %s', (_name, block) => {
    const { html, warn } = render([block]);
    expect(html.length).toBeGreaterThan(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('renders what each block says: h1 hero with its link, tiles, carousel cards, rich text, latest blogs, a video behind a button', () => {
    const { html } = render(Object.values(blocks));
    expect(html).toMatch(/<h1 class="cms-hero__title">The new winter collection<\/h1>/);
    expect(html).toContain('href="/en/women"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('Dresses');
    expect(html).toContain('Dress Amara');
    expect(html).toContain('We are a Dutch fashion company.');
    expect(html).toContain('Make your jeans last for years');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Play the video');
  });

  it('skips an unknown block with one warning per name, and renders the rest', () => {
    const { html, warn } = render([{ component: 'countdown', _uid: 'x' }, blocks.text!, { component: 'countdown', _uid: 'y' }]);
    expect(html).toContain('We are a Dutch fashion company.');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[cms] Unknown block "countdown" skipped');
  });

  it('a carousel or latest-blogs block without data renders nothing rather than an empty frame', () => {
    const { html } = render([
      { component: 'product_carousel', _uid: 'other', skus: '' },
      { component: 'blog_latest', _uid: 'none' },
    ]);
    expect(html).toBe('');
  });
});
