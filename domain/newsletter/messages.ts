/** User texts of the newsletter, quoted exactly from cart spec §5 and §8 ('an valid' included). */
export const newsletterMessages = {
  'invalid-newsletter-email': 'Please provide an valid e-mail address.',
  'newsletter-subscribed': 'You have been successfully subscribed to our newsletter!',
  'newsletter-already-subscribed': 'You are already subscribed to our newsletter!',
  'newsletter-failed': 'An error occurred while subscribing you to our newsletter, please try again!',
  // The account's unsubscribe has no text in the spec; the wording is ours.
  'newsletter-unsubscribed': 'You have been unsubscribed from our newsletter.',
  'newsletter-not-subscribed': 'You are not subscribed to our newsletter.',
} as const;

export type NewsletterMessageId = keyof typeof newsletterMessages;
