import { Check } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { type ModalProps } from '../modals/modal-types';
import { messages } from './messages';
import { useChoiceLabel } from './OptionPicker';
import { isSizeGroup } from '../../application/catalog/option-kinds';
import { ProductPageStore } from './product-page.store';

/**
 * The size selector of mobile (catalogue spec §2 named modals): the sizes as large rows with their disabled states;
 * a choice selects the variant like the row of buttons does and closes the sheet.
 */
const SizeSelectorModal = observer(function SizeSelectorModal({ payload, close, titleId }: ModalProps) {
  const intl = useIntl();
  const label = useChoiceLabel();
  const store = payload instanceof ProductPageStore ? payload : undefined;
  const group = store?.options.find(isSizeGroup);
  return (
    <div className="modal-content product-modal">
      <h2 id={titleId} className="modal-content__title">
        {intl.formatMessage(messages.chooseSize)}
      </h2>
      {store && group && (
        <ul className="product-size-list">
          {group.choices.map((choice) => {
            const text = label(choice);
            const selected = String(store.configuration[group.key]) === String(choice.value);
            return (
              <li key={String(choice.value)}>
                <button
                  type="button"
                  className="product-size-list__choice"
                  aria-pressed={selected}
                  aria-disabled={choice.disabled ? 'true' : undefined}
                  onClick={() => {
                    if (store.choose(group.key, choice.value)) close();
                  }}
                >
                  <span>{choice.disabled ? intl.formatMessage(messages.unavailableChoice, { value: text }) : text}</span>
                  {selected && <Check aria-hidden="true" size={18} />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
});

export default SizeSelectorModal;
