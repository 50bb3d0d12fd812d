import de from '../i18n/catalogues/domain/de.json';
import en from '../i18n/catalogues/domain/en.json';
import nl from '../i18n/catalogues/domain/nl.json';
import { storeHomePath } from '../../domain/routing/alternates';
import { allStoreViews, storeCodeOfPath } from '../../domain/store-view/store-views';

const catalogues: Readonly<Record<string, Readonly<Record<string, string>>>> = { nl, en, de };

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The last resort of a page load offline when not even the store's home page is kept: a page without scripts in the
 * store view's language with the offline texts (catalogue spec §2, §8) and a link home, under the shop's CSP.
 */
export function offlinePage(path: string): Response {
  const store = storeCodeOfPath(path);
  const texts = catalogues[store] ?? en;
  const home = storeHomePath(store, allStoreViews);
  const html = `<!doctype html><html lang="${store}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#111111"><title>NOORD</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#111;background:#fff;display:grid;place-items:center;min-height:100vh;padding:24px;box-sizing:border-box}main{max-width:32rem}h1{font-size:1.5rem}p{line-height:1.5}a{color:#a3321b}</style></head>
<body><main><h1>NOORD</h1><p>${escape(texts['offline-badge'] ?? '')}</p><p><a href="${home}">${escape(texts['offline-redirect-home'] ?? '')}</a></p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'self'; script-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'",
    },
  });
}
