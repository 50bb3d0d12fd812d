import { MessageSquareText } from '../components/icons';
import { useIntl } from 'react-intl';
import type { Id } from '../../domain/catalog/product-types';
import type { ModalName } from '../modals/modal-types';
import { messages } from '../reviews/messages';

/** Opens the review modal of this product. */
export function ReviewsButton({
  productId,
  name,
  open,
}: {
  readonly productId: Id;
  readonly name: string;
  readonly open: (modal: ModalName, payload: unknown) => void;
}) {
  const intl = useIntl();
  return (
    <div className="product-page__more">
      <button type="button" className="text-button" onClick={() => open('review', { productId: Number(productId), name })}>
        <MessageSquareText aria-hidden="true" size={18} />
        {intl.formatMessage(messages.open)}
      </button>
    </div>
  );
}
