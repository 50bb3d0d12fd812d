import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CmsImage } from './CmsImage';

const hero = { src: '/img/1920/800/hero-winter.svg', alt: 'Winter', width: 1920, height: 800 };
const mobile = { src: '/img/768/960/hero-winter-mobile.svg', alt: 'Winter', width: 768, height: 960 };

const backgroundOf = (html: string) => /background-image:url\(&quot;([^&]*)&quot;\)/.exec(html)?.[1];

describe('CmsImage placeholder (catalogue spec §9)', () => {
  it('puts a quarter-width, quality-50 WebP placeholder behind a picture below the fold, with or without a phone picture', () => {
    for (const html of [
      renderToStaticMarkup(<CmsImage picture={hero} sizes="100vw" />),
      renderToStaticMarkup(<CmsImage picture={hero} mobile={mobile} sizes="100vw" />),
    ]) {
      expect(backgroundOf(html)).toBe('/img/1920/800/hero-winter.svg/m/94x0/filters:format(webp):quality(50)');
      expect(html).toContain('loading="lazy"');
    }
  });

  it('gives the priority (LCP) picture no placeholder: its only request is the high-priority image in the HTML', () => {
    for (const html of [
      renderToStaticMarkup(<CmsImage picture={hero} sizes="100vw" priority />),
      renderToStaticMarkup(<CmsImage picture={hero} mobile={mobile} sizes="100vw" priority />),
    ]) {
      expect(backgroundOf(html)).toBeUndefined();
      expect(html).not.toContain('background-image');
      expect(html).toContain('fetchPriority="high"');
    }
  });
});
