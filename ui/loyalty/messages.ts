import { featureMessages, withValues } from '../i18n/feature-messages';

/** Texts of personal pricing on the product page, in the cart and in the checkout summary (cart spec §6, §7). */
export const messages = featureMessages('personalPricing', {
  price: 'Your personal price',
  discount: withValues<{ percent: number; codes: string }>('{percent}% loyalty discount ({codes})'),
  coupons: withValues<{ count: number }>('Personal coupons in your account: {count}'),
});
