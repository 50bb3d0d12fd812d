import { type CartLineView } from '../../application/cart/cart-presenter';
import { formatPrice, type PriceFormat } from '../../domain/pricing/format-price';

/** A cart line's prices in the store view's format; everything else the line shows comes from the cart presenter. */
export function formatCartLine(view: CartLineView, format: Partial<PriceFormat>): { readonly unitPrice?: string; readonly rowTotal?: string } {
  return {
    ...(view.unitPrice === undefined ? {} : { unitPrice: formatPrice(view.unitPrice, format) }),
    ...(view.rowTotal === undefined ? {} : { rowTotal: formatPrice(view.rowTotal, format) }),
  };
}
