import { fc, test } from '../../testing/property-test';
import { describe, expect, it } from 'vitest';
import { createIndex } from './create-index';
import { textField } from './text-index';
import { boundedDistance, editsFor, expand, parseFuzziness } from './fuzzy';

/** Optimal string alignment distance, the textbook full-matrix way. */
function osa(a: string, b: string, transpositions: boolean): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (transpositions && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'j', 'k', 'r', 'u'), maxLength: 7 });

describe('fuzzy matching', () => {
  test.prop([word, word, fc.integer({ min: 0, max: 2 }), fc.boolean()])('the bounded distance is the OSA distance, capped at max + 1', (a, b, max, t) => {
    expect(boundedDistance(a, b, max, t)).toBe(Math.min(osa(a, b, t), max + 1));
  });

  test.prop([
    fc.array(word, { maxLength: 40 }),
    word.filter((w) => w.length > 0),
    fc.integer({ min: 0, max: 2 }),
    fc.integer({ min: 0, max: 3 }),
    fc.integer({ min: 1, max: 6 }),
  ])(
    'expansion = the most similar vocabulary terms sharing the prefix (Lucene boost), ties alphabetical',
    (names, token, edits, prefixLength, maxExpansions) => {
      const field = textField(createIndex(names.map((name) => ({ name }))), 'name');
      const vocabulary = [...new Set(names.filter((n) => n !== ''))].sort();
      const expected = vocabulary
        .map((term) => ({ term, distance: osa(token, term, true) }))
        .filter(({ term, distance }) => distance <= edits && term.startsWith(token.slice(0, prefixLength)))
        .filter(({ term, distance }) => distance === 0 || distance < Math.min(token.length, term.length))
        .map(({ term, distance }) => ({ term, boost: 1 - distance / Math.min(token.length, term.length) }))
        .sort((x, y) => y.boost - x.boost || (x.term < y.term ? -1 : 1))
        .slice(0, edits === 0 ? 1 : maxExpansions)
        .map(({ term }) => term);
      expect(expand(field, token, edits, prefixLength, maxExpansions, true).map((e) => e.term)).toEqual(expected);
    },
  );

  it('AUTO gives 0 edits up to 2 characters, 1 up to 5, then 2', () => {
    const auto = parseFuzziness('AUTO', 'match');
    expect(['ab', 'abc', 'abcde', 'abcdef'].map((t) => editsFor(auto, t))).toEqual([0, 1, 1, 2]);
    expect(editsFor(parseFuzziness('AUTO:4,8', 'match'), 'abcd')).toBe(1);
    expect(editsFor(parseFuzziness(2, 'match'), 'a')).toBe(2);
    expect(() => parseFuzziness('3', 'multi_match')).toThrow(/\[fuzziness\]/);
  });
});
