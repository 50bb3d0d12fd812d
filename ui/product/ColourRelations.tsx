import { useIntl } from 'react-intl';
import { type Attribute, type Product } from '../../domain/catalog/types';
import { withStorePrefix } from '../../domain/store-view/store-views';
import { type StoreCode } from '../../domain/store-view/store-view';
import { ShopLink } from '../components/ShopLink';
import { messages } from './messages';

interface Swatch {
  readonly value: string;
  readonly label: string;
  readonly colour?: string;
  readonly href?: string;
}

function colourOf(attributes: readonly Attribute[], value: unknown): { label: string; colour?: string } | undefined {
  const option = attributes.find((a) => a.attribute_code === 'color_ois')?.options?.find((o) => String(o.value) === String(value)) as
    { label: string; swatch?: unknown } | undefined;
  if (option === undefined) return undefined;
  return typeof option.swatch === 'string' ? { label: option.label, colour: option.swatch } : { label: option.label };
}

/** The product's own colour and its colour relations (catalogue spec §3 colorrelation links) as swatches linking to the siblings. */
export function colourSwatches(product: Product, attributes: readonly Attribute[], storeCode: StoreCode): readonly Swatch[] {
  const links = (product.product_links ?? []).filter((l) => l.link_type === 'colorrelation' && l.product?.url_path !== undefined);
  if (links.length === 0) return [];
  const ownValue = product.color_ois ?? (product as { readonly color_ois_options?: readonly unknown[] }).color_ois_options?.[0];
  const own = colourOf(attributes, ownValue);
  const siblings = links.flatMap((link) => {
    const colour = colourOf(attributes, link.color_ois);
    return colour === undefined ? [] : [{ value: String(link.color_ois), ...colour, href: withStorePrefix(storeCode, `/${link.product?.url_path ?? ''}`) }];
  });
  return own === undefined ? siblings : [{ value: String(ownValue), ...own }, ...siblings];
}

export function ColourRelations({
  product,
  attributes,
  storeCode,
}: {
  readonly product: Product;
  readonly attributes: readonly Attribute[];
  readonly storeCode: StoreCode;
}) {
  const intl = useIntl();
  const swatches = colourSwatches(product, attributes, storeCode);
  if (swatches.length === 0) return null;
  return (
    <nav className="product-colours" aria-label={intl.formatMessage(messages.otherColours)}>
      <p className="product-options__legend">{intl.formatMessage(messages.otherColours)}</p>
      <ul className="product-options__choices">
        {swatches.map((swatch) => {
          const dot = (
            <span className="product-choice__swatch" style={swatch.colour === undefined ? undefined : { background: swatch.colour }} aria-hidden="true" />
          );
          return (
            <li key={swatch.value}>
              {swatch.href === undefined ? (
                <span
                  className="product-choice product-choice--swatch"
                  aria-current="page"
                  title={swatch.label}
                  role="img"
                  aria-label={intl.formatMessage(messages.currentColour, { colour: swatch.label })}
                >
                  {dot}
                </span>
              ) : (
                <ShopLink className="product-choice product-choice--swatch" to={swatch.href} title={swatch.label} aria-label={swatch.label}>
                  {dot}
                </ShopLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
