import { describe, expect, it } from 'vitest';
import { imageUrl, placeholderUrl, srcSet } from './image-url';

describe('image URLs', () => {
  it('resizes through the image service suffix, keeping the ratio', () => {
    expect(imageUrl('/img/1920/800/hero-winter-sale.svg', { width: 768 })).toBe('/img/1920/800/hero-winter-sale.svg/m/768x0');
    expect(imageUrl('/img/600/744/dress.svg/m/300x0', { width: 540, format: 'webp' })).toBe('/img/600/744/dress.svg/m/540x0/filters:format(webp)');
  });

  it('lists every width in ascending order with its descriptor', () => {
    expect(srcSet('/img/1/1/a.svg', [768, 375], 'webp')).toBe(
      '/img/1/1/a.svg/m/375x0/filters:format(webp) 375w, /img/1/1/a.svg/m/768x0/filters:format(webp) 768w',
    );
  });

  it('makes the placeholder a quarter of the smallest width at quality 50, in WebP', () => {
    expect(placeholderUrl('/img/1920/800/a.svg', [1920, 1440, 1024, 768, 540, 375])).toBe('/img/1920/800/a.svg/m/94x0/filters:format(webp):quality(50)');
  });
});
