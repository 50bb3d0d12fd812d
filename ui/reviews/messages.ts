import { featureMessages, withValues } from '../i18n/feature-messages';

/** Texts of the review modal (catalogue spec §2 named modal 'review'); the spec gives no wording, these are ours. */
export const messages = featureMessages('reviews', {
  open: 'Reviews',
  title: withValues<{ name: string }>('Reviews of {name}'),
  loading: 'Loading reviews…',
  empty: 'No reviews yet. Be the first to share what you think.',
  loadFailed: 'The reviews cannot be shown right now.',
  stars: withValues<{ rating: number }>('{rating} out of 5 stars'),
  byline: withValues<{ nickname: string; date: string }>('{nickname} on {date}'),
  formTitle: 'Write a review',
  rating: 'Your rating',
  ratingOption: withValues<{ rating: number }>('{rating, plural, one {# star} other {# stars}}'),
  reviewTitle: 'Title',
  detail: 'Your review',
  nickname: 'Nickname',
  submit: 'Submit review',
  submitting: 'Sending…',
  submitted: 'Thank you for your review, it will be visible once approved',
  submitFailed: 'Your review could not be sent. Please try again.',
  titleRequired: 'Please enter a title for your review.',
  detailRequired: 'Please write your review.',
  nicknameRequired: 'Please enter a nickname.',
  ratingOutOfRange: 'Please choose a rating from 1 to 5 stars.',
});
