// The page's styles: linked by index.html, so the server's HTML is styled before any script runs.
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/feature-styles';
import { afterContentfulPaint } from './boot/after-contentful-paint';
import { addInterFont } from './boot/inter-font';
import { replayEarlyTaps } from './boot/early-taps';
import { pageModulesId, preloadPageModules } from './routing/page-modules';
import { recoverFromStaleChunks } from './pwa/stale-chunks';

/**
 * The browser's entry, kept tiny. A server-rendered page paints its content and its main picture first; then every
 * script it needs to hydrate is asked for at once, and the app (ui/main.tsx) takes the page over. The static demo's
 * empty page needs the app at once.
 */
async function start(): Promise<void> {
  // The server names the page's scripts only on the pages it rendered (ui/render/route-assets.ts).
  if (document.getElementById(pageModulesId) !== null) {
    // A page kept from before a release names files the server no longer has: it is loaded afresh, once.
    recoverFromStaleChunks(window);
    replayEarlyTaps(document);
    await afterContentfulPaint(window);
    addInterFont(document, window.FontFace);
    await preloadPageModules<HTMLLinkElement>(document);
  } else {
    addInterFont(document, window.FontFace);
  }
  await import('./main');
}

void start();
