import { Ruler } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { type OptionChoice, type OptionGroup } from '../../domain/catalog/configurable-options';
import { useDomainText } from '../i18n/domain/DomainText';
import { messages } from './messages';
import { optionKind } from '../../application/catalog/option-kinds';
import { swatchOf } from '../../application/catalog/option-swatch';
import { type ProductPageStore } from './product-page.store';

/** The text of a choice: 'One Size' for the size label '0' (catalogue spec §4). */
export function useChoiceLabel(): (choice: OptionChoice) => string {
  const text = useDomainText();
  return (choice) => (choice.labelId === undefined ? choice.label : text(choice.labelId));
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
  const kind = optionKind(group.key);
  const colour = kind === 'colour';
  const size = kind === 'size';
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
          const swatch = colour ? swatchOf(store.product, store.data.attributes, group, choice) : undefined;
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
