import { useIntl } from 'react-intl';
import { shownPrice, type ProductCardView } from '../../application/catalog/product-card-presenter';
import { cardImage } from '../catalog/image-url';
import { type ModalProps } from '../modals/modal-types';
import { ShopLink } from '../components/ShopLink';
import { messages } from './messages';
import { useFormatPrice } from './use-format-price';

export interface ShopTheLookPayload {
  readonly name: string;
  readonly cards: readonly ProductCardView[];
}

const isPayload = (value: unknown): value is ShopTheLookPayload =>
  typeof value === 'object' && value !== null && Array.isArray((value as { cards?: unknown }).cards) && typeof (value as { name?: unknown }).name === 'string';

/** The shop-the-look modal (catalogue spec §2 named modals): the pieces the search provider puts with this product. */
export default function ShopTheLookModal({ payload, close, titleId }: ModalProps) {
  const intl = useIntl();
  const format = useFormatPrice();
  const look = isPayload(payload) ? payload : undefined;
  return (
    <div className="modal-content product-modal">
      <h2 id={titleId} className="modal-content__title">
        {intl.formatMessage(messages.shopTheLook)}
      </h2>
      {look && (
        <>
          <p className="modal-content__text">{intl.formatMessage(messages.shopTheLookIntro, { name: look.name })}</p>
          <ul className="product-look">
            {look.cards.map((card) => {
              const image = card.images[0] === undefined ? undefined : cardImage(card.images[0]);
              return (
                <li key={card.sku}>
                  <ShopLink to={card.link} className="product-look__item" onClick={close}>
                    {image ? <img src={image.src} width={96} height={120} alt="" loading="lazy" /> : <span className="product-look__placeholder" />}
                    <span className="product-look__name">{card.name}</span>
                    <span className="product-look__price price">{format(shownPrice(card.price).amount)}</span>
                  </ShopLink>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
