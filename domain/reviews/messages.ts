/**
 * Review texts. The spec names the review modal and the reviews create endpoint but gives no wording, so these
 * are the shop's own. The domain returns the ids; the UI translates them.
 */
export const reviewMessages = {
  'title-required': 'Please enter a title for your review.',
  'detail-required': 'Please write your review.',
  'nickname-required': 'Please enter a nickname.',
  'rating-out-of-range': 'Please choose a rating from 1 to 5 stars.',
  'review-submitted': 'Thank you for your review, it will be visible once approved',
} as const;

export type ReviewMessageId = keyof typeof reviewMessages;
