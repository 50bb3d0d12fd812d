import { describe, expect, it } from 'vitest';
import unicodeRanges from '@fontsource-variable/inter/unicode.json';
import { addInterFont, INTER_FAMILY, interFaces, type FontFaceClass } from './inter-font';

interface Declared {
  family: string;
  source: string;
  descriptors: FontFaceDescriptors;
}

function fakeDocument() {
  const added: Declared[] = [];
  class Face {
    constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
      added.push({ family, source, descriptors });
    }
  }
  const doc = { fonts: { add: (face: unknown) => face } };
  return { added, doc, Face: Face as unknown as FontFaceClass };
}

describe('addInterFont', () => {
  it('declares the Latin and Latin Extended faces of the variable font, swapped in over the fallback', () => {
    const { added, doc, Face } = fakeDocument();
    addInterFont(doc, Face);
    expect(added).toHaveLength(2);
    for (const face of added) {
      expect(face.family).toBe(INTER_FAMILY);
      expect(face.source).toMatch(/^url\(".+inter-latin(-ext)?-wght-normal.*\.woff2"\) format\("woff2-variations"\)$/);
      expect(face.descriptors).toMatchObject({ style: 'normal', weight: '100 900', display: 'swap' });
    }
    // The Latin face covers every character of the three store views' texts, the euro sign and typographic quotes.
    expect(added[0]?.descriptors.unicodeRange).toContain('U+0000-00FF');
    expect(added[0]?.descriptors.unicodeRange).toContain('U+20AC');
    expect(added[0]?.descriptors.unicodeRange).toContain('U+2000-206F');
    expect(added[1]?.descriptors.unicodeRange).toContain('U+0100-02BA');
  });

  it('leaves the fallback, and never stops the app, in a browser without the API or when a face is refused', () => {
    const { doc } = fakeDocument();
    expect(() => addInterFont(doc, undefined)).not.toThrow();
    const refusing = {
      fonts: {
        add: () => {
          throw new DOMException('refused', 'InvalidModificationError');
        },
      },
    };
    const { Face } = fakeDocument();
    expect(() => addInterFont(refusing, Face)).not.toThrow();
  });

  it('keeps the ranges of the installed package', () => {
    expect(interFaces.map((face) => face.unicodeRange)).toEqual([unicodeRanges.latin, unicodeRanges['latin-ext']]);
  });

  it('names the family tokens.css asks for first', async () => {
    const { readFileSync } = await import('node:fs');
    const tokens = readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8');
    expect(tokens).toMatch(new RegExp(`--font-sans: '${INTER_FAMILY}', 'Inter Fallback'`));
  });
});
