import latinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import latinExtUrl from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';

/** The family tokens.css names first (`--font-sans`); 'Inter Fallback' (Arial at Inter's metrics) shows until it is in. */
export const INTER_FAMILY = 'Inter Variable';

/**
 * The Latin faces of the self-hosted variable Inter (VISUAL.md "Type"). Dutch, English and German need no other:
 * a character outside them (a Cyrillic name in an address, say) is drawn in the fallback.
 */
export const interFaces: readonly { readonly url: string; readonly unicodeRange: string }[] = [
  // The ranges of the package's unicode.json, written out so the entry does not carry the other five subsets' (a unit
  // test holds them equal).
  {
    url: latinUrl,
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    url: latinExtUrl,
    unicodeRange:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
];

/** What `addInterFont` needs: the document's font set and the FontFace constructor (fakes in tests). */
export interface FontDocument {
  readonly fonts: { add(face: FontFace): unknown };
}
export type FontFaceClass = new (family: string, source: string, descriptors: FontFaceDescriptors) => FontFace;

/**
 * Declares Inter's faces, as an `@font-face` rule would: the browser fetches a face once text in its range is drawn
 * (at once, for the Latin one). ui/entry.ts calls this after the page's first paint and load event, not from the
 * stylesheet, because a stylesheet's font is fetched at the highest priority beside the CSS and took a phone's
 * bandwidth from the main picture: the text paints in the metric-matched fallback first either way.
 */
export function addInterFont(doc: FontDocument, Face: FontFaceClass | undefined): void {
  // The font is a finish, never a reason for the app not to start: a browser without the API keeps the fallback.
  if (typeof Face !== 'function') return;
  try {
    for (const { url, unicodeRange } of interFaces) {
      doc.fonts.add(
        new Face(INTER_FAMILY, `url(${JSON.stringify(url)}) format("woff2-variations")`, { style: 'normal', weight: '100 900', display: 'swap', unicodeRange }),
      );
    }
  } catch {
    // As above: the fallback stays.
  }
}
