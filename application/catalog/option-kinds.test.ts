import { describe, expect, it } from 'vitest';
import type { OptionGroup } from '../../domain/catalog/configurable-options';
import type { Attribute, Product } from '../../domain/catalog/types';
import { fc, test } from '../../testing/property-test';
import { isSizeGroup, optionKind } from './option-kinds';
import { swatchOf } from './option-swatch';

const group = (key: string): OptionGroup => ({ key, attributeId: 93, label: key, choices: [{ value: 49, label: 'Rood', disabled: false }] });
const choice = { value: 49, label: 'Rood', disabled: false };

const productWith = (swatch?: unknown): Product =>
  ({
    sku: 'DRS-1',
    configurable_options: [{ attribute_id: 93, values: [{ value_index: 49, ...(swatch === undefined ? {} : { swatch }) }] }],
  }) as unknown as Product;

const colourAttribute = (swatch?: unknown): Attribute =>
  ({ attribute_code: 'color_ois', options: [{ value: '49', label: 'Rood', ...(swatch === undefined ? {} : { swatch }) }] }) as unknown as Attribute;

describe('option kinds: what a configurable option is, for the product page, its size selector and the card alike', () => {
  it('takes the shop’s size codes (size_ois, size, maat) and any code naming a size as a size', () => {
    expect(['size_ois', 'size', 'maat', 'shoe_size'].map(optionKind)).toEqual(['size', 'size', 'size', 'size']);
    expect(isSizeGroup(group('size_ois'))).toBe(true);
    expect(isSizeGroup(group('color_ois'))).toBe(false);
  });

  it('takes color and colour codes as colours, and everything else as a plain option', () => {
    expect(['color_ois', 'color', 'colour'].map(optionKind)).toEqual(['colour', 'colour', 'colour']);
    expect(['wever_ois', 'length', 'maatvoering', ''].map(optionKind)).toEqual(['other', 'other', 'other', 'other']);
  });

  test.prop([fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })])('a code naming a size is a size wherever the word stands', (before, after) => {
    expect(optionKind(`${before}size${after}`)).toBe('size');
  });

  test.prop([fc.stringMatching(/^[a-z_]{0,12}$/).filter((code) => !code.includes('size') && code !== 'maat')])(
    'a code without size is a colour exactly when it names one',
    (code) => {
      expect(optionKind(`${code}_color`)).toBe('colour');
      expect(optionKind(code) === 'colour').toBe(code.includes('color') || code.includes('colour'));
    },
  );
});

describe('swatchOf: the colour a swatch shows', () => {
  it('takes the product’s own option value swatch first', () => {
    expect(swatchOf(productWith({ value: '#c00' }), [colourAttribute('#f00')], group('color_ois'), choice)).toBe('#c00');
  });

  it('falls back to the attribute option’s swatch when the product’s value has none or one that is not a colour', () => {
    expect(swatchOf(productWith(), [colourAttribute('#f00')], group('color_ois'), choice)).toBe('#f00');
    expect(swatchOf(productWith({ value: 7 }), [colourAttribute('#f00')], group('color_ois'), choice)).toBe('#f00');
  });

  it('has none when neither says, or when the choice or the attribute is another one', () => {
    expect(swatchOf(productWith(), [colourAttribute()], group('color_ois'), choice)).toBeUndefined();
    expect(swatchOf(productWith(), [colourAttribute(7)], group('color_ois'), choice)).toBeUndefined();
    expect(
      swatchOf(productWith({ value: '#c00' }), [colourAttribute('#f00')], group('color_ois'), { value: 50, label: 'Blauw', disabled: false }),
    ).toBeUndefined();
    expect(swatchOf(productWith(), [colourAttribute('#f00')], group('colour'), choice)).toBeUndefined();
    expect(swatchOf({ sku: 'X' } as Product, [], group('color_ois'), choice)).toBeUndefined();
    expect(swatchOf(productWith({ value: '#c00' }), [], { ...group('color_ois'), attributeId: 94 }, choice)).toBeUndefined();
  });
});
