import { describe, expect, it } from 'vitest';
import { emptyTypeahead, matchTypeahead, moveActive, type SelectOption, typeKey } from './select-logic';

const sizes: SelectOption[] = [
  { value: 'xs', label: 'XS' },
  { value: 's', label: 'S' },
  { value: 'm', label: 'M', disabled: true },
  { value: 'l', label: 'L' },
  { value: 'xl', label: 'XL' },
  { value: 'sand', label: 'Sand' },
  { value: 'silver', label: 'Silver' },
];

describe('select typeahead', () => {
  it('builds a query from keys typed within 1 s and starts afresh after it', () => {
    let state = typeKey(emptyTypeahead, 'S', 0);
    state = typeKey(state, 'i', 400);
    expect(state.query).toBe('si');
    state = typeKey(state, 'l', 1400);
    expect(state.query).toBe('sil');
    expect(typeKey(state, 'x', 2401).query).toBe('x');
  });

  it('lands on the first option starting with the query after the current one', () => {
    expect(matchTypeahead(sizes, 'si', 0)).toBe(6);
    expect(matchTypeahead(sizes, 'x', 1)).toBe(4);
    expect(matchTypeahead(sizes, 'x', -1)).toBe(0);
  });

  it('cycles through the options of one repeated character', () => {
    expect(matchTypeahead(sizes, 's', 1)).toBe(5);
    expect(matchTypeahead(sizes, 'ss', 5)).toBe(6);
    expect(matchTypeahead(sizes, 'sss', 6)).toBe(1);
  });

  it('skips disabled options and answers -1 without a match', () => {
    expect(matchTypeahead(sizes, 'm', 0)).toBe(-1);
    expect(matchTypeahead(sizes, 'q', 0)).toBe(-1);
    expect(matchTypeahead([], 's', 0)).toBe(-1);
  });
});

describe('select keyboard movement', () => {
  it('moves by one, skipping disabled options, and stops at the ends', () => {
    expect(moveActive(sizes, 1, 'ArrowDown')).toBe(3);
    expect(moveActive(sizes, 3, 'ArrowUp')).toBe(1);
    expect(moveActive(sizes, 0, 'ArrowUp')).toBe(0);
    expect(moveActive(sizes, 6, 'ArrowDown')).toBe(6);
  });

  it('jumps to the first and last enabled option', () => {
    expect(moveActive(sizes, 3, 'Home')).toBe(0);
    expect(moveActive(sizes, 0, 'End')).toBe(6);
  });

  it('pages by the five visible options', () => {
    expect(moveActive(sizes, 0, 'PageDown')).toBe(5);
    expect(moveActive(sizes, 6, 'PageUp')).toBe(1);
    expect(moveActive(sizes, 0, 'Tab')).toBe(0);
  });
});
