import { describe, expect, it } from 'vitest';
import { useCaseNames } from './use-case-names';
import { useCaseClasses } from './use-cases';

describe('useCaseNames', () => {
  it('names every use case class once, and nothing else', () => {
    expect([...useCaseNames].sort()).toEqual(Object.keys(useCaseClasses).sort());
    expect(new Set(useCaseNames).size).toBe(useCaseNames.length);
  });
});
