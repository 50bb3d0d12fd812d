/**
 * Product and CMS pictures (fixtures/images.ts): `GET {imagesBase}/{width}/{height}/{name}.svg` answers
 * `renderProductImage(name, width, height)` as `image/svg+xml`, cacheable for a year (the URL names the content).
 * CMS asset URLs (`/img/1920/800/hero-x.svg`) may carry Storyblok's image-service suffix
 * `/m/{w}x{h}[/filters:…]`; the mock then draws at that size (0 keeps the aspect ratio).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockContext } from '../context';
import { parseImagePath, renderProductImage } from '../../fixtures/images';
import { sha1Hex } from './content/sha1';

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

export function imageHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get(`*${ctx.config.imagesBase}/*`, ({ request }) => {
      const pathname = decodeURIComponent(new URL(request.url).pathname);
      const svgEnd = pathname.toLowerCase().indexOf('.svg');
      const parsed = svgEnd < 0 ? null : parseImagePath(pathname.slice(0, svgEnd + 4));
      if (parsed === null) return new HttpResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
      const suffix = pathname.slice(svgEnd + 4);
      const size = suffix === '' ? { width: parsed.width, height: parsed.height } : serviceSize(suffix, parsed.width, parsed.height);
      if (size === null || size.width > 4000 || size.height > 4000) {
        return new HttpResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
      }
      const svg = renderProductImage(parsed.name, size.width, size.height);
      const etag = `"${sha1Hex(svg).slice(0, 16)}"`;
      if (request.headers.get('if-none-match') === etag) return new HttpResponse(null, { status: 304, headers: { ETag: etag, 'Cache-Control': CACHE_CONTROL } });
      return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': CACHE_CONTROL, ETag: etag } });
    }),
  ];
}
