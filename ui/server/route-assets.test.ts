import { describe, expect, it } from 'vitest';
import { type ClientManifest, createRoutePreloads } from './route-assets';

/** A manifest shaped like the build's: the entry imports `app`, whose chunk owns the shop's CSS. */
const manifest: ClientManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_app.js'] },
  '_app.js': { file: 'assets/app.js', imports: ['_react.js'], css: ['assets/app.css'] },
  '_react.js': { file: 'assets/react.js', css: ['assets/fonts.css'] },
  'ui/content/HomePage.tsx': { file: 'assets/HomePage.js', imports: ['_app.js', '_screens.js'] },
  '_screens.js': { file: 'assets/screens.js', imports: ['_react.js'], css: ['assets/screens.css'] },
  'virtual:messages:nl': { file: 'assets/messages-nl.js', name: 'nl' },
};

describe('route preloads', () => {
  const preloads = createRoutePreloads(manifest)('home', 'nl');

  it('preloads the screen, what it imports beyond the entry, and the language', () => {
    expect(preloads).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage.js">');
    expect(preloads).toContain('<link rel="modulepreload" crossorigin href="/assets/screens.js">');
    expect(preloads).toContain('href="/assets/messages-nl.js"');
    expect(preloads).not.toContain('/assets/app.js');
  });

  it('links only the stylesheets index.html does not link already (issue 18: no rule twice in the cascade)', () => {
    expect(preloads).toContain('<link rel="stylesheet" crossorigin href="/assets/screens.css">');
    expect(preloads).not.toContain('app.css');
    expect(preloads).not.toContain('fonts.css');
  });
});
