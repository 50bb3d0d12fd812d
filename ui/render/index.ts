/**
 * The renderer the server calls: a page or a status page for a request, as HTML with its status, head and cache
 * facts. The production server imports it once; the development server loads it through Vite on each request.
 */
export { render, renderStatus, loadClientManifest, type RenderRequest, type RenderResult } from './entry-server';
