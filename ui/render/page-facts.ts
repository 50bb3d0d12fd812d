/**
 * What the server knows about the pages without rendering one: the head tags it writes, the hydration script, the
 * status pages' texts, the CMS bridges' origins. With `index.ts` this folder is the server's
 * only door into the UI (the import rules hold server/ to ui/render/). Plain values and types only: the development
 * server imports this file directly, while it loads the renderer (index.ts) through Vite.
 */
export { DEBUG_PARAMETER } from '../components/LazyScreen';
export type { PageData, PageHead } from '../routing/page-module';
export type { HeadTag } from '../head/document-head';
export { headTags } from '../head/head-tags';
export { hydrationScript, loadedTheme } from '../boot/hydration';
export { EDITOR_ORIGINS } from '../content/preview-bridge';
export { BRIDGE_SCRIPT } from '../content/storyblok-bridge';
export { type PageStatus, statusTexts } from './server-error';
