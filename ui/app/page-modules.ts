/** The element naming the scripts a server-rendered page needs to hydrate (written by ui/server/route-assets.ts). */
export const pageModulesId = 'storefront-modules';

/** The server's list as files to preload; only the shop's own scripts, so a tampered list cannot point the page elsewhere. */
export function pageModuleFiles(text: string | null | undefined): string[] {
  if (!text) return [];
  let files: unknown;
  try {
    files = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(files)) return [];
  return files.filter((file): file is string => typeof file === 'string' && /^\/assets\/[\w-]+(\.[\w-]+)*\.js$/.test(file));
}

/**
 * Asks for every script the page needs to hydrate at once (`modulepreload`), from the server's list: the app, the
 * screen's chunks and the language. Without the list (the static demo, development) the app's imports find them.
 */
export function preloadPageModules(doc: Document): void {
  for (const file of pageModuleFiles(doc.getElementById(pageModulesId)?.textContent)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.href = file;
    doc.head.append(link);
  }
}
