import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the review modal (catalogue spec §2 named modal 'review'); the spec gives no wording, these are ours. */
export const messages = defineMessages({
  open: { id: 'reviews.open', defaultMessage: 'Reviews' },
  title: defineMessage<{ name: string }>({ id: 'reviews.title', defaultMessage: 'Reviews of {name}' }),
  loading: { id: 'reviews.loading', defaultMessage: 'Loading reviews…' },
  empty: { id: 'reviews.empty', defaultMessage: 'No reviews yet. Be the first to share what you think.' },
  loadFailed: { id: 'reviews.loadFailed', defaultMessage: 'The reviews cannot be shown right now.' },
  stars: defineMessage<{ rating: number }>({ id: 'reviews.stars', defaultMessage: '{rating} out of 5 stars' }),
  byline: defineMessage<{ nickname: string; date: string }>({ id: 'reviews.byline', defaultMessage: '{nickname} on {date}' }),
  formTitle: { id: 'reviews.formTitle', defaultMessage: 'Write a review' },
  rating: { id: 'reviews.rating', defaultMessage: 'Your rating' },
  ratingOption: defineMessage<{ rating: number }>({ id: 'reviews.ratingOption', defaultMessage: '{rating, plural, one {# star} other {# stars}}' }),
  reviewTitle: { id: 'reviews.reviewTitle', defaultMessage: 'Title' },
  detail: { id: 'reviews.detail', defaultMessage: 'Your review' },
  nickname: { id: 'reviews.nickname', defaultMessage: 'Nickname' },
  submit: { id: 'reviews.submit', defaultMessage: 'Submit review' },
  submitting: { id: 'reviews.submitting', defaultMessage: 'Sending…' },
  submitted: { id: 'reviews.submitted', defaultMessage: 'Thank you for your review, it will be visible once approved' },
  submitFailed: { id: 'reviews.submitFailed', defaultMessage: 'Your review could not be sent. Please try again.' },
  titleRequired: { id: 'reviews.titleRequired', defaultMessage: 'Please enter a title for your review.' },
  detailRequired: { id: 'reviews.detailRequired', defaultMessage: 'Please write your review.' },
  nicknameRequired: { id: 'reviews.nicknameRequired', defaultMessage: 'Please enter a nickname.' },
  ratingOutOfRange: { id: 'reviews.ratingOutOfRange', defaultMessage: 'Please choose a rating from 1 to 5 stars.' },
});
