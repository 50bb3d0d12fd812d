import { nextTask } from '../boot/next-task';

/** The element naming the scripts a server-rendered page needs to hydrate (written by ui/render/route-assets.ts). */
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

/** The part of a `<link>` that `preloadPageModules` sets. */
interface PreloadLink {
  rel: string;
  crossOrigin: string | null;
  href: string;
}

/** What `preloadPageModules` needs from the document (a fake in tests). */
export interface ModuleListDocument<Link extends PreloadLink> {
  getElementById(id: string): { readonly textContent: string | null } | null;
  createElement(tag: 'link'): Link;
  readonly head: { append(node: Link): void };
}

/**
 * Asks for every script the page needs to hydrate (`modulepreload`), from the server's list: the app, the screen's
 * chunks and the language. Without the list (the static demo, development) the app's imports find them. Each link is
 * added in a task of its own: the browser starts a link's request as it is added, and nine of them in one task made a
 * long task of ≈ 100 ms on a phone (4× CPU throttling). Resolves once every link is in, so the app's import
 * finds them there and adds none of its own.
 */
export async function preloadPageModules<Link extends PreloadLink>(
  doc: ModuleListDocument<Link>,
  inATaskOfItsOwn: () => Promise<void> = nextTask,
): Promise<void> {
  for (const file of pageModuleFiles(doc.getElementById(pageModulesId)?.textContent)) {
    await inATaskOfItsOwn();
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.href = file;
    doc.head.append(link);
  }
}
