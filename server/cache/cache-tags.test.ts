import { fc, test } from '../../testing/property-test';
import { describe, expect } from 'vitest';
import { cacheTag } from './cache-tags';

/** The rule written out character by character: the plain-tag shortcut must give the same tag. */
function referenceTag(raw: string): string {
  let tag = '';
  for (const char of raw.trim()) {
    tag += /^[A-Za-z0-9._~:/-]$/.test(char) ? char : [...Buffer.from(char, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
    if (tag.length > 256) return tag.slice(0, 256);
  }
  return tag;
}

const plainChars = fc.constantFrom(...'abcXYZ019._~:/-'.split(''));

describe('cache tags', () => {
  test.prop([
    fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.string({ unit: plainChars, maxLength: 300 }),
      fc.string({ unit: fc.oneof(plainChars, fc.constantFrom(' ', ',', 'ü', '\t')), maxLength: 300 }),
    ),
  ])('encode every text as the character-by-character rule does, plain ones and long ones included', (raw) => {
    expect(cacheTag(raw)).toBe(referenceTag(raw));
    expect(cacheTag(raw).length).toBeLessThanOrEqual(256);
  });
});
