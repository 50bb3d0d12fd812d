import { useIntl } from 'react-intl';
import { type BundleOption, type Product } from '../../domain/catalog/types';
import { defaultBundleLink } from '../../domain/pricing/bundle-price';
import { messages } from './messages';
import { type PriceView } from '../../application/catalog/product-page-presenter';
import { useFormatPrice } from './use-format-price';

/**
 * A bundle's options with their selections; the default (or first) selection of each option is the one counted in the
 * price (catalogue spec §4) and is shown chosen.
 */
export function BundleOptions({ product, prices }: { readonly product: Product; readonly prices: Readonly<Record<string, PriceView>> }) {
  const intl = useIntl();
  const format = useFormatPrice();
  const options: readonly BundleOption[] = product.bundle_options ?? [];
  if (options.length === 0) return null;
  return (
    <section className="product-parts" aria-labelledby="product-bundle-title">
      <h2 id="product-bundle-title" className="product-section-title">
        {intl.formatMessage(messages.bundleOptions)}
      </h2>
      {options.map((option) => {
        const chosen = defaultBundleLink(option);
        return (
          <fieldset key={String(option.option_id)} className="product-bundle__option">
            <legend className="product-options__legend">{option.title}</legend>
            <ul className="product-parts__list">
              {option.product_links.map((link) => {
                const price = prices[link.sku];
                const isChosen = chosen?.id === link.id;
                return (
                  <li
                    key={String(link.id)}
                    className={`product-parts__item${isChosen ? ' product-parts__item--chosen' : ''}`}
                    aria-current={isChosen ? 'true' : undefined}
                  >
                    <span className="product-parts__name">
                      <span className="product-parts__qty">{intl.formatMessage(messages.itemQuantity, { qty: link.qty })}</span>{' '}
                      {link.product?.name ?? link.sku}
                    </span>
                    {price && <span className="product-parts__price price">{format(price.final)}</span>}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </section>
  );
}
