import { describe, expect, it } from 'vitest';
import { type ClientManifest, createRoutePreloads } from './route-assets';

/** A manifest shaped like the build's: a tiny entry owns the shop's CSS and imports the app (ui/main.tsx) once the page has painted. */
const manifest: ClientManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_preload.js'], dynamicImports: ['ui/main.tsx'], css: ['assets/index.css'] },
  '_preload.js': { file: 'assets/preload.js', css: ['assets/fonts.css'] },
  'ui/main.tsx': { file: 'assets/main.js', imports: ['_react.js', '_preload.js'], css: ['assets/app.css'] },
  '_react.js': { file: 'assets/react.js' },
  'ui/content/HomePage.tsx': { file: 'assets/HomePage.js', imports: ['_react.js', '_screens.js'] },
  '_screens.js': { file: 'assets/screens.js', imports: ['_react.js'], css: ['assets/screens.css'] },
  'virtual:messages:nl': { file: 'assets/messages-nl.js', name: 'nl' },
  '\u0000messages:personal/nl': { file: 'assets/personal-nl.js', name: 'nl' },
  'ui/account/LoginPage.tsx': { file: 'assets/LoginPage.js', imports: ['_react.js'] },
};

const modulesOf = (html: string): string[] =>
  JSON.parse(/<script type="application\/json" id="storefront-modules">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as string[];

describe('route preloads', () => {
  const preloads = createRoutePreloads(manifest)('home', 'nl');

  it('names the app, the screen with what it imports, and the language: every script the page needs to hydrate, beyond the entry', () => {
    expect(modulesOf(preloads).sort()).toEqual(['/assets/HomePage.js', '/assets/main.js', '/assets/messages-nl.js', '/assets/react.js', '/assets/screens.js']);
    // No script is fetched before the page has painted: the entry asks for these afterwards (ui/entry.ts).
    expect(preloads).not.toContain('modulepreload');
  });

  it("names the personal texts of the page's language with a personal screen only", () => {
    expect(modulesOf(preloads)).not.toContain('/assets/personal-nl.js');
    expect(modulesOf(createRoutePreloads(manifest)('login', 'nl'))).toEqual(
      expect.arrayContaining(['/assets/LoginPage.js', '/assets/messages-nl.js', '/assets/personal-nl.js']),
    );
    expect(modulesOf(createRoutePreloads(manifest)('login', 'en'))).not.toContain('/assets/personal-nl.js');
  });

  it('links the stylesheets index.html does not link already (no rule twice in the cascade)', () => {
    expect(preloads).toContain('<link rel="stylesheet" crossorigin href="/assets/screens.css">');
    expect(preloads).toContain('<link rel="stylesheet" crossorigin href="/assets/app.css">');
    expect(preloads).not.toContain('index.css');
    expect(preloads).not.toContain('fonts.css');
  });
});
