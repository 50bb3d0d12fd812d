import { readFile } from 'node:fs/promises';
import sirv from 'sirv';
import { type Middleware } from './http';

/**
 * Files that are in a build folder but never for the public: source maps (an older build, or one made with `vite
 * build` alone, may still hold them next to the chunks; `npm run build` moves them out) and fixture data (the static
 * demo's; the server-rendered shop's browser calls the mounted mock, never these files).
 */
export const isPrivateBuildFile = (path: string): boolean => /\.map$/i.test(path) || /^\/mock-data(\/|$)/i.test(path);

/**
 * The browser build's files. Hashed build files never change: a year, immutable. Everything else is revalidated
 * after an hour.
 */
export function staticFiles(clientDir: string): Middleware {
  const hashed = sirv(clientDir, { immutable: true, maxAge: 31_536_000, gzip: true, brotli: true, etag: true, dotfiles: false });
  const other = sirv(clientDir, { maxAge: 3600, gzip: true, brotli: true, etag: true, dotfiles: false });
  return (req, res, next) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return next();
    }
    if (isPrivateBuildFile(decoded)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('Not found');
      return;
    }
    // index.html is the server's template, never a file to serve; paths without an extension are pages.
    if (!/\.[a-z0-9]+$/i.test(path) || path.endsWith('.html')) return next();
    // The service worker is read at each request and never kept by a cache, so a release replacing the file is seen at
    // once by browsers checking for an update (sirv would keep the size and ETag of the file it found at start).
    if (path === '/sw.js')
      return void readFile(`${clientDir}/sw.js`).then(
        (body) => {
          res.writeHead(200, {
            'content-type': 'text/javascript; charset=utf-8',
            'cache-control': 'no-cache, no-store',
            'content-length': String(body.length),
          });
          res.end(req.method === 'HEAD' ? undefined : body);
        },
        () => next(),
      );
    (path.startsWith('/assets/') ? hashed : other)(req, res, () => next());
  };
}
