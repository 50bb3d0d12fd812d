import { featureMessages, withValues } from '../i18n/feature-messages';

/** Texts of personal pricing on the product page, in the cart and in the checkout summary (cart spec §6, §7). */
export const messages = featureMessages('personalPricing', {
  offers: 'Your personal offers',
  price: 'Your personal price',
  discount: withValues<{ percent: number; codes: string }>('{percent}% loyalty discount ({codes}), taken off in your cart'),
  applied: withValues<{ percent: number; codes: string }>('Your personal price applies: {percent}% loyalty discount ({codes})'),
  coupons: withValues<{ count: number }>('{count, plural, one {# personal coupon} other {# personal coupons}} in your account'),
});
