import { describe, expect, it } from 'vitest';
import { renderProductImage } from '../../fixtures/images';
import { ORIGIN, serve, smallFixtures, testContext } from '../../testing/mock-backend/content-support';
import { imageHandlers } from './images';
import { artKey } from '../../fixtures/art/index';
import { artFileName } from '../../fixtures/art/widths';

const ctx = testContext(smallFixtures());
/** The rasters the fixture step wrote, as file name → bytes (a few stand-ins). */
const artFiles = new Map<string, Uint8Array>();
ctx.config.readArtFile = (file) => artFiles.get(file);
serve(() => imageHandlers(ctx));

describe('images', () => {
  it('serves renderProductImage as cacheable SVG', async () => {
    const res = await fetch(`${ORIGIN}/img/600/744/dress-amara-black-1.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect(await res.text()).toBe(renderProductImage('dress-amara-black-1', 600, 744));
  });

  it('answers 304 for a matching ETag', async () => {
    const first = await fetch(`${ORIGIN}/img/375/469/shirt-red-2.svg`);
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${ORIGIN}/img/375/469/shirt-red-2.svg`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves every product image path of the fixtures and the CMS assets with the image-service suffix', async () => {
    const product = smallFixtures().catalog.nl.product[0]!;
    expect((await fetch(`${ORIGIN}/img/210/300${product.image}`)).status).toBe(200);
    const res = await fetch(`${ORIGIN}/img/1920/800/hero-winter-sale.svg/m/768x0/filters:format(webp)`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(renderProductImage('hero-winter-sale', 768, 320));
  });

  it("answers a CMS picture's placeholder with its own small raster, the next width up with the next file", async () => {
    const key = artKey('tile-dresses');
    artFiles.set(artFileName(key, 94, 'webp'), new Uint8Array(900));
    artFiles.set(artFileName(key, 375, 'webp'), new Uint8Array(6000));
    const placeholder = await fetch(`${ORIGIN}/img/375/469/tile-dresses.svg/m/94x0/filters:format(webp):quality(50)`);
    expect(placeholder.headers.get('content-type')).toBe('image/webp');
    expect((await placeholder.arrayBuffer()).byteLength).toBe(900);
    const card = await fetch(`${ORIGIN}/img/375/469/tile-dresses.svg/m/375x0/filters:format(webp)`);
    expect((await card.arrayBuffer()).byteLength).toBe(6000);
    const between = await fetch(`${ORIGIN}/img/375/469/tile-dresses.svg/m/200x0/filters:format(webp)`);
    expect((await between.arrayBuffer()).byteLength).toBe(6000);
  });

  it('answers 404 for names and sizes it cannot draw', async () => {
    expect((await fetch(`${ORIGIN}/img/600/744/not an image.png`)).status).toBe(404);
    expect((await fetch(`${ORIGIN}/img/9000/744/dress.svg`)).status).toBe(404);
  });
});
