import { Ruler } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { type OptionChoice, type OptionGroup } from '../../domain/catalog/configurable-options';
import { useDomainText } from '../i18n/domain/DomainText';
import { messages } from './messages';
import { type ProductPageStore } from './product-page.store';

export const isSizeGroup = (group: OptionGroup): boolean => group.key.includes('size') || group.key === 'maat';
export const isColourGroup = (group: OptionGroup): boolean => group.key.includes('color') || group.key.includes('colour');

/** The text of a choice: 'One Size' for the size label '0' (catalogue spec §4). */
export function useChoiceLabel(): (choice: OptionChoice) => string {
  const text = useDomainText();
  return (choice) => (choice.labelId === undefined ? choice.label : text(choice.labelId));
}

/** The swatch colour of a colour value, from the option's own swatch or the attribute's options. */
function swatchOf(store: ProductPageStore, group: OptionGroup, choice: OptionChoice): string | undefined {
  const own = store.product.configurable_options
    ?.find((o) => String(o.attribute_id) === String(group.attributeId))
    ?.values.find((v) => String(v.value_index) === String(choice.value))?.swatch as { value?: unknown } | undefined;
  if (typeof own?.value === 'string') return own.value;
  const option = store.data.attributes.find((a) => a.attribute_code === group.key)?.options?.find((o) => String(o.value) === String(choice.value)) as
    { swatch?: unknown } | undefined;
  return typeof option?.swatch === 'string' ? option.swatch : undefined;
}

interface GroupProps {
  readonly store: ProductPageStore;
  readonly group: OptionGroup;
  readonly onSizeGuide: () => void;
  readonly onSizeSelector: () => void;
}

const OptionGroupView = observer(function OptionGroupView({ store, group, onSizeGuide, onSizeSelector }: GroupProps) {
  const intl = useIntl();
  const label = useChoiceLabel();
  const selected = group.choices.find((c) => String(c.value) === String(store.configuration[group.key]));
  const colour = isColourGroup(group);
  const size = isSizeGroup(group);
  return (
    <fieldset className={`product-options__group${colour ? ' product-options__group--colour' : ''}`}>
      <legend className="product-options__legend">
        <span>{selected ? intl.formatMessage(messages.chosenOption, { option: group.label, value: label(selected) }) : group.label}</span>
      </legend>
      {size && (
        <div className="product-options__tools">
          <button type="button" className="text-button" onClick={onSizeGuide}>
            <Ruler aria-hidden="true" size={16} />
            {intl.formatMessage(messages.sizeGuide)}
          </button>
          <button type="button" className="text-button product-options__mobile-only" onClick={onSizeSelector}>
            {intl.formatMessage(messages.chooseSize)}
          </button>
        </div>
      )}
      <div className="product-options__choices">
        {group.choices.map((choice) => {
          const text = label(choice);
          const swatch = colour ? swatchOf(store, group, choice) : undefined;
          const isSelected = selected !== undefined && String(selected.value) === String(choice.value);
          return (
            <button
              key={String(choice.value)}
              type="button"
              className={`product-choice${colour ? ' product-choice--swatch' : ''}`}
              aria-pressed={isSelected}
              aria-disabled={choice.disabled ? 'true' : undefined}
              aria-label={choice.disabled ? intl.formatMessage(messages.unavailableChoice, { value: text }) : colour ? text : undefined}
              title={colour ? text : undefined}
              onClick={() => store.choose(group.key, choice.value)}
            >
              {colour ? <span className="product-choice__swatch" style={swatch === undefined ? undefined : { background: swatch }} aria-hidden="true" /> : text}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
});

/** The configurable options (catalogue spec §4): sizes as a row of buttons with disabled states, colours as swatches. */
export const OptionPicker = observer(function OptionPicker({ store, onSizeGuide, onSizeSelector }: Omit<GroupProps, 'group'>) {
  if (store.options.length === 0) return null;
  return (
    <div className="product-options">
      {store.options.map((group) => (
        <OptionGroupView key={group.key} store={store} group={group} onSizeGuide={onSizeGuide} onSizeSelector={onSizeSelector} />
      ))}
    </div>
  );
});
