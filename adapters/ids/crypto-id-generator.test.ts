import { describe, expect, it } from 'vitest';
import { SequenceIdGenerator } from '../memory/sequence-id-generator';
import { CryptoIdGenerator } from './crypto-id-generator';

describe('IdGeneratorPort adapters', () => {
  it('CryptoIdGenerator gives 16 alphanumeric characters, different every time', () => {
    const ids = new CryptoIdGenerator();
    const seen = new Set(Array.from({ length: 200 }, () => ids.randomId()));
    expect(seen.size).toBe(200);
    for (const id of seen) expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('SequenceIdGenerator counts', () => {
    const ids = new SequenceIdGenerator();
    expect([ids.randomId(), ids.randomId()]).toEqual(['id1', 'id2']);
  });
});
