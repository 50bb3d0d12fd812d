import type { OptionGroup } from '../../domain/catalog/configurable-options';

/**
 * What a configurable option is, by its attribute code: a size (a row of buttons with the size guide and, on a card, the
 * sizes it offers), a colour (swatches) or anything else (a row of buttons). The product page, its size selector and the
 * card ask the same question here, so a code such as `shoe_size` is a size everywhere.
 */
export type OptionKind = 'size' | 'colour' | 'other';

export function optionKind(code: string): OptionKind {
  if (code.includes('size') || code === 'maat') return 'size';
  if (code.includes('color') || code.includes('colour')) return 'colour';
  return 'other';
}

export const isSizeGroup = (group: OptionGroup): boolean => optionKind(group.key) === 'size';
