import type { ConfigurableChild, ConfigurableOption, Id, Product } from './product-types';
import { isDisabled, isInStock, sameValue, type Configuration } from './variant-availability';

export interface OptionChoice {
  readonly value: Id;
  readonly label: string;
  /** 'one-size' when the label is '0' (catalogue spec §4); the UI shows the translated text instead of the label. */
  readonly labelId?: 'one-size';
  /** No in-stock, enabled child carries this value together with the other chosen values. */
  readonly disabled: boolean;
}

export interface OptionGroup {
  /** The attribute code, or the lower-cased label when the option has no code. */
  readonly key: string;
  readonly attributeId: Id;
  readonly label: string;
  readonly choices: readonly OptionChoice[];
}

export interface OptionDisplaySettings {
  /**
   * Off (the default): a value without an in-stock, enabled child in the values chosen before it is hidden, as the
   * stock sync removes such children (catalogue spec §4). On: it is shown disabled ("S (not available)").
   */
  readonly displayOutOfStockSizes: boolean;
}

/** Grouping key: attribute code, else lower-cased label (catalogue spec §4). */
export const optionKey = (option: ConfigurableOption): string =>
  option.attribute_code !== undefined && option.attribute_code !== '' ? option.attribute_code : option.label.toLowerCase();

function hasAvailableChild(children: readonly ConfigurableChild[], key: string, value: Id, others: readonly (readonly [string, Id])[]): boolean {
  return children.some(
    (child) =>
      sameValue(child[key], value) && isInStock(child) && !isDisabled(child.status) && others.every(([code, chosen]) => sameValue(child[code], chosen)),
  );
}

/**
 * Configurable options grouped by attribute code or lower-cased label; empty labels skipped; label '0' is One Size
 * (catalogue spec §4, §5). A value is `disabled` when no in-stock, enabled child carries it with the other chosen
 * values. When out-of-stock sizes are not displayed, a value is hidden when no such child carries it with the values
 * chosen in the groups before it: every colour with stock stays, the sizes narrow to the chosen colour, and a colour
 * that lacks the chosen size stays choosable so that choosing it gives 'No such configuration' (§8).
 */
export function configurableOptionGroups(
  product: Pick<Product, 'configurable_options' | 'configurable_children'>,
  settings: OptionDisplaySettings,
  selected: Configuration = {},
): readonly OptionGroup[] {
  const children = product.configurable_children ?? [];
  const groups = new Map<string, { attributeId: Id; label: string; choices: OptionChoice[] }>();
  const keys = [...new Set((product.configurable_options ?? []).map(optionKey))];
  for (const option of product.configurable_options ?? []) {
    const key = optionKey(option);
    const group = groups.get(key) ?? { attributeId: option.attribute_id, label: option.label, choices: [] };
    groups.set(key, group);
    const others = Object.entries(selected).filter(([code]) => code !== key);
    const before = new Set(keys.slice(0, keys.indexOf(key)));
    const earlier = others.filter(([code]) => before.has(code));
    for (const { value_index: value, label } of option.values) {
      if (label.trim() === '' || group.choices.some((c) => sameValue(c.value, value))) continue;
      const disabled = !hasAvailableChild(children, key, value, others);
      if (!settings.displayOutOfStockSizes && disabled && !hasAvailableChild(children, key, value, earlier)) continue;
      group.choices.push({ value, label, disabled, ...(label === '0' ? { labelId: 'one-size' as const } : {}) });
    }
  }
  return [...groups].map(([key, group]) => ({ key, ...group }));
}
