import { type Readable, Transform } from 'node:stream';
import { type HeadTag, headTags, type PageHead } from '../../ui/render/page-facts';

/** The HTML around the app, from index.html (transformed by Vite in development, the built one in production). */
export interface DocumentParts {
  /** Everything up to the inside of `#root`. */
  readonly top: string;
  /** Everything after the app's HTML. */
  readonly bottom: string;
}

const headMarker = '<!--app-head-->';
const appMarker = '<!--app-html-->';

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, '&quot;');

function tagHtml(tag: HeadTag): string {
  const attributes = Object.entries(tag.attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  // The page owns these tags: the browser replaces them on navigation (ui/head/apply-document-head.ts).
  const open = `<${tag.tag}${attributes} data-page-head>`;
  return tag.tag === 'script' ? `${open}${tag.text ?? ''}</script>` : open;
}

/** `<head>` tags of a page as HTML, links absolute on `origin`. */
export function headHtml(head: PageHead, origin: string): string {
  return headTags(head, origin).map(tagHtml).join('');
}

export interface DocumentOptions {
  readonly lang: string;
  readonly title?: string;
  readonly head?: string;
  /** Scripts that go before `</body>` (the hydration payload). */
  readonly tail?: string;
  /** The error page must not boot the app: it has no data to hydrate. */
  readonly withoutScripts?: boolean;
}

/**
 * Splits the template around the app's HTML, with the page's language, title and head tags filled in. Page text
 * (a title, a search for `$'xyz`, the hydration data) goes in through function replacers only: a replacement string
 * would read `$&`, `$'` and `` $` `` in it as patterns.
 */
export function documentParts(template: string, options: DocumentOptions): DocumentParts {
  if (!template.includes(appMarker) || !template.includes(headMarker)) throw new Error(`index.html needs ${headMarker} in <head> and ${appMarker} in #root`);
  const text = (value: string) => () => value;
  let html = template.replace(/<html lang="[^"]*"/, text(`<html lang="${escapeAttribute(options.lang)}"`));
  // Each store view installs as its own app (its start URL and language): scripts/vite-pwa-assets.ts.
  html = html.replace('/manifest.nl.webmanifest', text(`/manifest.${encodeURIComponent(options.lang)}.webmanifest`));
  if (options.title !== undefined) html = html.replace(/<title>[^<]*<\/title>/, text(`<title>${escapeText(options.title)}</title>`));
  html = html.replace(headMarker, text(options.head ?? ''));
  if (options.withoutScripts === true) html = html.replace(/<script\b[^>]*type="module"[^>]*>[\s\S]*?<\/script>/g, '');
  const [top = '', bottom = ''] = html.split(appMarker);
  return { top, bottom: options.tail === undefined ? bottom : bottom.replace('</body>', text(`${options.tail}</body>`)) };
}

/** The whole document once the app's HTML has been rendered into it (a page that is kept is not streamed). */
export function wholeDocument(parts: DocumentParts, body: Readable): Promise<Buffer> {
  // Read straight from the renderer's stream: a second stream in between cost a copy and a hop per chunk.
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [Buffer.from(parts.top)];
    body.on('data', (chunk: Uint8Array | string) => chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
    body.on('end', () => {
      chunks.push(Buffer.from(parts.bottom));
      resolve(Buffer.concat(chunks));
    });
    body.on('error', reject);
  });
}

/** The app's streamed HTML between the document's top and bottom; `done` gets the whole document once it has passed. */
export function streamedDocument(parts: DocumentParts, done: (html: Buffer) => void): Transform {
  const chunks: Buffer[] = [];
  const document = new Transform({
    construct(callback) {
      this.push(parts.top);
      callback();
    },
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, chunk);
    },
    flush(callback) {
      this.push(parts.bottom);
      callback();
    },
  });
  document.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
  document.on('end', () => done(Buffer.concat(chunks)));
  return document;
}
