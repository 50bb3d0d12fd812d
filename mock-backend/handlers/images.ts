/**
 * Product and CMS pictures (fixtures/images.ts, fixtures/art): `GET {imagesBase}/{width}/{height}/{name}.svg`
 * answers `renderProductImage(name, width, height)` as `image/svg+xml`; `.webp` / `.avif` in place of `.svg`, or the
 * image-service filter `format(webp|avif)`, answer the raster the fixture step wrote (the smallest stored width that
 * covers the request), or the SVG where there is none. Cacheable for a year (the URL names the content).
 * CMS asset URLs (`/img/1920/800/hero-x.svg`) may carry Storyblok's image-service suffix
 * `/m/{w}x{h}[/filters:…]`; the mock then draws at that size (0 keeps the aspect ratio).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockContext } from '../context';
import { parseImagePath, renderProductImage } from '../../fixtures/images';
import { artKey } from '../../fixtures/art/index';
import { isEditorialName } from '../../fixtures/art/editorial';
import { artFileName, editorialWidths, pickWidth, PRODUCT_ART_WIDTHS, type ArtFormat } from '../../fixtures/art/widths';
import { sha1Hex } from './shared/sha1';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Resolves the Storyblok image-service suffix `/m/{w}x{h}/…` against the asset's own size. */
function serviceSize(suffix: string, width: number, height: number): { width: number; height: number } | null {
  const m = /^\/m(?:\/(\d{1,4})x(\d{1,4}))?(?:\/.*)?$/.exec(suffix);
  if (!m) return null;
  const w = Number(m[1] ?? 0);
  const h = Number(m[2] ?? 0);
  if (w === 0 && h === 0) return { width, height };
  if (w === 0) return { width: Math.max(1, Math.round((width * h) / height)), height: h };
  if (h === 0) return { width: w, height: Math.max(1, Math.round((height * w) / width)) };
  return { width: w, height: h };
}

/** The stored raster for a picture at a width, if the fixture step wrote one. */
function raster(ctx: MockContext, name: string, assetWidth: number, width: number, format: ArtFormat): { file: string; bytes: Uint8Array } | undefined {
  const read = ctx.config.readArtFile;
  if (read === undefined) return undefined;
  const widths = isEditorialName(name) ? editorialWidths(assetWidth) : PRODUCT_ART_WIDTHS;
  const picked = pickWidth(widths, width);
  if (picked === undefined) return undefined;
  const file = artFileName(artKey(name), picked, format);
  const bytes = read(file);
  return bytes === undefined ? undefined : { file, bytes };
}

/** `tag` names the content: the SVG itself, or the raster's file name and length. */
function answer(request: Request, body: string | Uint8Array, type: string, tag: string): Response {
  const etag = `"${sha1Hex(tag).slice(0, 16)}"`;
  if (request.headers.get('if-none-match') === etag) return new HttpResponse(null, { status: 304, headers: { ETag: etag, 'Cache-Control': CACHE_CONTROL } });
  return new HttpResponse(body, { headers: { 'Content-Type': type, 'Cache-Control': CACHE_CONTROL, ETag: etag } });
}

export function imageHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get(`*${ctx.config.imagesBase}/*`, ({ request }) => {
      const pathname = decodeURIComponent(new URL(request.url).pathname);
      const ext = /\.(svg|webp|avif)/i.exec(pathname);
      const end = ext === null ? -1 : ext.index + ext[0].length;
      const parsed = end < 0 ? null : parseImagePath(pathname.slice(0, end));
      if (parsed === null) return new HttpResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
      const suffix = pathname.slice(end);
      const size = suffix === '' ? { width: parsed.width, height: parsed.height } : serviceSize(suffix, parsed.width, parsed.height);
      if (size === null || size.width > 4000 || size.height > 4000) {
        return new HttpResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
      }
      const filter = /format\((webp|avif)\)/.exec(suffix)?.[1] as ArtFormat | undefined;
      const format = parsed.format === 'svg' ? filter : parsed.format;
      if (format !== undefined) {
        // AVIF exists for heroes only: the WebP of the picture answers an AVIF request for the others.
        const found =
          raster(ctx, parsed.name, parsed.width, size.width, format) ??
          (format === 'avif' ? raster(ctx, parsed.name, parsed.width, size.width, 'webp') : undefined);
        if (found !== undefined)
          return answer(request, found.bytes, found.file.endsWith('.avif') ? 'image/avif' : 'image/webp', `${found.file}:${found.bytes.length}`);
      }
      const svg = renderProductImage(parsed.name, size.width, size.height);
      return answer(request, svg, 'image/svg+xml', svg);
    }),
  ];
}
