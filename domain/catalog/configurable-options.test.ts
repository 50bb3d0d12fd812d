import { describe, expect, it } from 'vitest';
import { fc, test } from '../../testing/property-test';
import { configurableOptionGroups, optionKey } from './configurable-options';
import { child, childrenArb, colorSizeOptions, configurable } from '../../testing/catalog-arbitraries';
import type { ConfigurableOption } from './product-types';

const show = { displayOutOfStockSizes: true };
const hide = { displayOutOfStockSizes: false };

describe('configurableOptionGroups', () => {
  const sizes: ConfigurableOption = {
    attribute_id: 144,
    attribute_code: 'size',
    label: 'Maat',
    values: [
      { value_index: 166, label: 'S' },
      { value_index: 167, label: 'M' },
      { value_index: '168', label: '0' },
      { value_index: 169, label: ' ' },
    ],
  };
  const children = [child('S', { size: 166, stock: { is_in_stock: false } }), child('M', { size: '167' }), child('OS', { size: 168 })];

  it('§4: configurable variants are grouped by attribute code, or by lower-cased label when no code exists', () => {
    expect(optionKey(sizes)).toBe('size');
    expect(optionKey({ ...sizes, attribute_code: undefined, label: 'Kleur' })).toBe('kleur');
    expect(optionKey({ ...sizes, attribute_code: '', label: 'Kleur' })).toBe('kleur');
    const twice = configurableOptionGroups(configurable(children, { configurable_options: [sizes, sizes] }), show);
    expect(twice).toHaveLength(1);
    expect(twice[0]?.choices).toHaveLength(3);
  });

  it('§4: options with an empty label are skipped; a size label of 0 shows as One Size', () => {
    const [group] = configurableOptionGroups(configurable(children, { configurable_options: [sizes] }), show);
    expect(group).toEqual({
      key: 'size',
      attributeId: 144,
      label: 'Maat',
      choices: [
        { value: 166, label: 'S', disabled: true },
        { value: 167, label: 'M', disabled: false },
        { value: '168', label: '0', labelId: 'one-size', disabled: false },
      ],
    });
  });

  it('§4: a size option is disabled when its child is out of stock and hidden when out-of-stock sizes are not displayed', () => {
    const [group] = configurableOptionGroups(configurable(children, { configurable_options: [sizes] }), hide);
    expect(group?.choices.map((c) => c.label)).toEqual(['M', '0']);
    const off = configurable([child('M', { size: 167, status: 2 })], { configurable_options: [sizes] });
    expect(configurableOptionGroups(off, show)[0]?.choices.every((c) => c.disabled)).toBe(true);
  });

  it('availability follows the other chosen values (a size is disabled in the chosen colour only)', () => {
    const product = configurable([child('R-M', { color: 49, size: 167 }), child('R-S', { color: 49, size: 166 }), child('B-S', { color: 50, size: 166 })], {
      configurable_options: colorSizeOptions,
    });
    const groups = configurableOptionGroups(product, show, { color: 49, size: 167 });
    const size = groups.find((g) => g.key === 'size');
    expect(size?.choices.filter((c) => !c.disabled).map((c) => c.value)).toEqual([166, 167]);
    const color = groups.find((g) => g.key === 'color');
    expect(color?.choices.filter((c) => !c.disabled).map((c) => c.value)).toEqual([49]);
    expect(configurableOptionGroups({}, show)).toEqual([]);
    const childless = configurableOptionGroups({ configurable_options: colorSizeOptions }, show);
    expect(childless.flatMap((g) => g.choices).every((c) => c.disabled)).toBe(true);
  });

  it('§4 with sold-out sizes hidden: every colour with stock stays, sizes narrow to the chosen colour', () => {
    const product = configurable([child('R-M', { color: 49, size: 167 }), child('R-S', { color: 49, size: 166 }), child('B-S', { color: 50, size: 166 })], {
      configurable_options: colorSizeOptions,
    });
    const groups = configurableOptionGroups(product, hide, { color: 50, size: 166 });
    expect(groups.find((g) => g.key === 'size')?.choices.map((c) => c.value)).toEqual([166]);
    // Blue has no M: with M chosen in red, blue stays (disabled), and choosing it gives 'No such configuration'.
    const inRed = configurableOptionGroups(product, hide, { color: 49, size: 167 });
    expect(inRed.find((g) => g.key === 'color')?.choices.map((c) => [c.value, c.disabled])).toEqual([
      [49, false],
      [50, true],
    ]);
  });

  test.prop([childrenArb, fc.boolean()])('grouping loses no valid value and hides only unavailable ones', (kids, display) => {
    const groups = configurableOptionGroups(configurable(kids, { configurable_options: colorSizeOptions }), {
      displayOutOfStockSizes: display,
    });
    for (const option of colorSizeOptions) {
      const group = groups.find((g) => g.key === option.attribute_code);
      for (const value of option.values) {
        const shown = group?.choices.find((c) => c.value === value.value_index);
        const available = kids.some((k) => String(k[option.attribute_code ?? '']) === String(value.value_index) && k.stock?.is_in_stock && (k.status ?? 1) < 2);
        if (display || available) expect(shown?.disabled).toBe(!available);
        else expect(shown).toBeUndefined();
      }
    }
  });
});
