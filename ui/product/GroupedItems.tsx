import { useIntl } from 'react-intl';
import { IMAGES } from '../../domain/catalog/constants';
import { type Product } from '../../domain/catalog/types';
import { messages } from './messages';
import { productImageUrl } from './product-image';
import { type PriceView } from '../../application/catalog/product-page-presenter';
import { useFormatPrice } from './use-format-price';

/** A grouped product's items with their quantities and prices (catalogue spec §4); the summed price shows above. */
export function GroupedItems({ product, prices }: { readonly product: Product; readonly prices: Readonly<Record<string, PriceView>> }) {
  const intl = useIntl();
  const format = useFormatPrice();
  const items = (product.product_links ?? []).filter((l) => l.link_type === 'associated' && l.product !== undefined);
  if (items.length === 0) return null;
  return (
    <section className="product-parts" aria-labelledby="product-parts-title">
      <h2 id="product-parts-title" className="product-section-title">
        {intl.formatMessage(messages.groupedItems)}
      </h2>
      <ul className="product-parts__list">
        {items.map((link) => {
          const item = link.product as Product;
          const price = prices[link.linked_product_sku];
          const src = productImageUrl(item.image, { width: 80, height: Math.round((80 * IMAGES.productThumbnail.height) / IMAGES.productThumbnail.width) });
          return (
            <li key={link.linked_product_sku} className="product-parts__item">
              {src === undefined ? (
                <span className="product-parts__thumb" />
              ) : (
                <img className="product-parts__thumb" src={src} width={80} height={100} alt="" loading="lazy" />
              )}
              <span className="product-parts__name">
                <span className="product-parts__qty">
                  {intl.formatMessage(messages.itemQuantity, { qty: link.extension_attributes?.qty ?? link.qty ?? 1 })}
                </span>{' '}
                {item.name}
              </span>
              {price && <span className="product-parts__price price">{format(price.final)}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
