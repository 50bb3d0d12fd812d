import { fc, test } from '../../../testing/property-test';
import { describe, expect } from 'vitest';
import type { EsResponse } from '../../engine/index.ts';
import { searchResponseText, utf8Length, type JsonText } from './json-text';

const encoder = new TextEncoder();
const sourceText = (source: unknown): JsonText => {
  const text = JSON.stringify(source);
  return { text, bytes: encoder.encode(text).length };
};

const hit = fc.record(
  {
    _index: fc.string(),
    _type: fc.constant('_doc' as const),
    _id: fc.string({ unit: 'binary' }),
    _score: fc.oneof(fc.double(), fc.constant(null)),
    _source: fc.dictionary(fc.string({ unit: 'binary' }), fc.jsonValue()),
    sort: fc.array(fc.oneof(fc.string(), fc.double(), fc.constant(null)), { maxLength: 3 }),
  },
  { requiredKeys: ['_index', '_type', '_id', '_score'] },
);
const response = fc.record(
  {
    took: fc.nat(),
    timed_out: fc.constant(false as const),
    _shards: fc.constant({ total: 1, successful: 1, skipped: 0, failed: 0 } as const),
    hits: fc.record(
      {
        total: fc.record({ value: fc.nat(), relation: fc.constantFrom('eq' as const, 'gte' as const) }),
        max_score: fc.oneof(fc.double(), fc.constant(null)),
        hits: fc.array(hit, { maxLength: 5 }),
      },
      { requiredKeys: ['max_score', 'hits'] },
    ),
    aggregations: fc.dictionary(fc.string(), fc.jsonValue()),
  },
  { requiredKeys: ['took', 'timed_out', '_shards', 'hits'] },
);

describe('search answers written around memoised _source texts', () => {
  test.prop([fc.string({ unit: 'binary' })])('counts UTF-8 bytes as TextEncoder does (lone surrogates too)', (text) => {
    expect(utf8Length(text)).toBe(encoder.encode(text).length);
  });

  test.prop([response])('writes exactly what JSON.stringify writes for the answer with the _source objects', (answer) => {
    const withTexts = {
      ...answer,
      hits: { ...answer.hits, hits: answer.hits.hits.map((h) => (h._source === undefined ? h : { ...h, _source: sourceText(h._source) })) },
    };
    const written = searchResponseText(withTexts as unknown as EsResponse<JsonText>);
    const expected = JSON.stringify(answer);
    expect(written.text).toBe(expected);
    expect(written.bytes).toBe(encoder.encode(expected).length);
  });
});
