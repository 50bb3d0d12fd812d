import { describe, expect, it } from 'vitest';
import { arrowState, isDrag, isEagerCard } from './blocks/carousel-rules';
import { bridgeAction } from './preview-bridge';
import { blogPageHref, visiblePages } from './blog-pages';
import { linkTarget } from './cms-href';
import { cmsWidths, toPicture } from './cms-image';
import { storyAlternates, storyPath } from './story-path';
import { videoSource } from './blocks/video-source';

describe('CMS images (catalogue spec §9)', () => {
  it('reads the asset size from its URL and offers the CMS widths no wider than the asset', () => {
    const picture = toPicture({ filename: '/img/1440/810/wide.svg', alt: 'Wide' });
    expect(picture).toEqual({ src: '/img/1440/810/wide.svg', alt: 'Wide', width: 1440, height: 810 });
    expect(toPicture({ filename: 'https://a.storyblok.com/f/1/1920x800/abc/hero.jpg' })).toMatchObject({ width: 1920, height: 800 });
    expect(cmsWidths(1440)).toEqual([1440, 1024, 768, 540, 375]);
    expect(cmsWidths(undefined)).toEqual([1920, 1440, 1024, 768, 540, 375]);
    expect(cmsWidths(200)).toEqual([375]);
    expect(toPicture({ filename: '' })).toBeUndefined();
    expect(toPicture('nope')).toBeUndefined();
  });
});

describe('CMS links (catalogue spec §2)', () => {
  it('sends story links to the story path, external ones (http, www, //) to a new tab, the rest through the router', () => {
    expect(linkTarget({ linktype: 'story', cached_url: 'en/about-us' })).toEqual({ kind: 'internal', to: '/en/about-us/' });
    expect(linkTarget({ linktype: 'story', cached_url: 'nl/customer-service' })).toEqual({ kind: 'internal', to: '/customer-service' });
    expect(linkTarget({ linktype: 'url', url: 'https://instagram.com/shop' })).toEqual({ kind: 'external', href: 'https://instagram.com/shop' });
    expect(linkTarget({ linktype: 'url', url: 'www.example.com' })).toEqual({ kind: 'external', href: 'https://www.example.com' });
    expect(linkTarget({ linktype: 'url', url: '//cdn.example.com/x' })).toEqual({ kind: 'external', href: '//cdn.example.com/x' });
    expect(linkTarget({ linktype: 'url', url: '/en/women' })).toEqual({ kind: 'internal', to: '/en/women' });
    expect(linkTarget({ linktype: 'url', url: '', cached_url: '' })).toBeUndefined();
    expect(linkTarget({ linktype: 'story', cached_url: '' })).toBeUndefined();
    expect(linkTarget({ linktype: 'email', email: 'service@example.com' })).toEqual({ kind: 'external', href: 'mailto:service@example.com' });
    expect(linkTarget({ linktype: 'asset', url: 'https://a.storyblok.com/f/1/size-chart.pdf' })).toEqual({
      kind: 'external',
      href: 'https://a.storyblok.com/f/1/size-chart.pdf',
    });
  });
});

describe('story paths and alternates', () => {
  it('maps full slugs to shop paths, with the slash of routes that always have one', () => {
    expect(storyPath('nl/home')).toBe('/');
    expect(storyPath('en/home')).toBe('/en/');
    expect(storyPath('de/about-us')).toBe('/de/about-us/');
    expect(storyPath('en/blog/denim-care')).toBe('/en/blog/denim-care');
    expect(storyPath('fr/home')).toBeUndefined();
  });

  it('lists nl, en, de and x-default (the Dutch page) from the CMS alternates', () => {
    const alternates = storyAlternates({ full_slug: 'en/about-us', alternates: [{ full_slug: 'nl/about-us' }, { full_slug: 'de/about-us' }] });
    expect(alternates).toEqual([
      { hreflang: 'nl', href: '/about-us/' },
      { hreflang: 'en', href: '/en/about-us/' },
      { hreflang: 'de', href: '/de/about-us/' },
      { hreflang: 'x-default', href: '/about-us/' },
    ]);
    expect(storyAlternates({ full_slug: 'en/new-collection', alternates: [] })).toEqual([{ hreflang: 'en', href: '/en/new-collection' }]);
  });
});

describe('carousel rules (catalogue spec §9)', () => {
  it('loads the first 4 cards eagerly, calls a move over 20 px a drag, and turns the arrows off at the ends', () => {
    expect([0, 3, 4].map(isEagerCard)).toEqual([true, true, false]);
    expect(isDrag(100, 120)).toBe(false);
    expect(isDrag(100, 121)).toBe(true);
    expect(isDrag(100, 79)).toBe(true);
    expect(arrowState(0, 2000, 1000)).toEqual({ prev: false, next: true });
    expect(arrowState(500, 2000, 1000)).toEqual({ prev: true, next: true });
    expect(arrowState(1000, 2000, 1000)).toEqual({ prev: true, next: false });
    expect(arrowState(0, 800, 1000)).toEqual({ prev: false, next: false });
  });
});

describe('blog paging (5 visible pages, page 1 without a parameter)', () => {
  it('keeps a window of 5 inside the pages', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(visiblePages(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(blogPageHref('/en/blog/', 1)).toBe('/en/blog/');
    expect(blogPageHref('/en/blog/', 3)).toBe('/en/blog/?page=3');
  });
});

describe('preview bridge', () => {
  const own = 'https://shop.example';
  const story = { id: 99, full_slug: 'en/new-collection', content: { component: 'page', body: [] } };

  it('updates on input for the same story from the editor or the shop origin, reloads on change and publish', () => {
    expect(bridgeAction('https://app.storyblok.com', own, { action: 'input', story }, '99')).toEqual({ kind: 'input', story });
    expect(bridgeAction(own, own, JSON.stringify({ action: 'input', story }), '99').kind).toBe('input');
    expect(bridgeAction(own, own, { action: 'change', storyId: 99 }, '99')).toEqual({ kind: 'reload' });
    expect(bridgeAction(own, own, { action: 'published' }, '99')).toEqual({ kind: 'reload' });
  });

  it('ignores other origins, other stories, unknown actions and junk', () => {
    expect(bridgeAction('https://evil.example', own, { action: 'input', story }, '99').kind).toBe('ignore');
    expect(bridgeAction(own, own, { action: 'input', story: { ...story, id: 1 } }, '99').kind).toBe('ignore');
    expect(bridgeAction(own, own, { action: 'change', storyId: 1 }, '99').kind).toBe('ignore');
    expect(bridgeAction(own, own, { action: 'enterEditmode' }, '99').kind).toBe('ignore');
    expect(bridgeAction(own, own, '{not json', '99').kind).toBe('ignore');
  });
});

describe('video source', () => {
  it('embeds YouTube and Vimeo without cookies until played; anything else is not a video', () => {
    expect(videoSource('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toEqual({
      embed: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
      host: 'YouTube',
    });
    expect(videoSource('https://youtu.be/aqz-KE-bpKQ')?.host).toBe('YouTube');
    expect(videoSource('https://vimeo.com/76979871')?.host).toBe('Vimeo');
    expect(videoSource('https://example.com/video.mp4')).toBeUndefined();
    expect(videoSource('not a url')).toBeUndefined();
  });
});
