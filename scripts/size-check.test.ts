import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { budgets, htmlScripts, hydrationGzip } from './size-check.mjs';

describe('size check', () => {
  it('measures the hydration data the HTML embeds, gzip -9, against a 20 kB budget', () => {
    const json = JSON.stringify({ router: { loaderData: { page: 'x'.repeat(5000) } } });
    const html = `<div id="root"></div><script id="storefront-hydration" type="application/json">${json}</script>`;
    expect(hydrationGzip(html)).toBe(gzipSync(json, { level: 9 }).length);
    expect(hydrationGzip('<div id="root"></div>')).toBe(gzipSync('', { level: 9 }).length);
    expect(budgets.hydrationKb).toBe(20);
  });

  it('reads the scripts a page names: module scripts and modulepreloads, once each', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/app.js"><link rel="modulepreload" crossorigin href="/assets/index.js">';
    expect(htmlScripts(html)).toEqual(['assets/index.js', 'assets/app.js']);
  });

  it("counts the scripts the page's entry asks for once the page has painted as critical too", () => {
    const html =
      '<script type="application/json" id="storefront-modules">["/assets/main.js","/assets/HomePage.js","/assets/app.js"]</script><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/app.js">';
    expect(htmlScripts(html)).toEqual(['assets/index.js', 'assets/app.js', 'assets/main.js', 'assets/HomePage.js']);
  });
});
