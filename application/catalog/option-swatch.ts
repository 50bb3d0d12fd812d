import type { OptionChoice, OptionGroup } from '../../domain/catalog/configurable-options';
import type { Attribute, Product } from '../../domain/catalog/types';

/**
 * The swatch colour (CSS) of a colour choice: the product's own option value's swatch first, else the attribute's
 * option; undefined when neither has one (the swatch then shows the button's own background).
 */
export function swatchOf(product: Product, attributes: readonly Attribute[], group: OptionGroup, choice: OptionChoice): string | undefined {
  const own = product.configurable_options
    ?.find((o) => String(o.attribute_id) === String(group.attributeId))
    ?.values.find((v) => String(v.value_index) === String(choice.value))?.swatch as { value?: unknown } | undefined;
  if (typeof own?.value === 'string') return own.value;
  const option = attributes.find((a) => a.attribute_code === group.key)?.options?.find((o) => String(o.value) === String(choice.value)) as
    { swatch?: unknown } | undefined;
  return typeof option?.swatch === 'string' ? option.swatch : undefined;
}
