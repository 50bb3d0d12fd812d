import { Star } from '../components/icons';
import { useIntl } from 'react-intl';
import type { ReviewModalStore } from './review-modal.store';
import { messages } from './messages';

function Stars({ rating }: { readonly rating: number }) {
  const intl = useIntl();
  return (
    <p className="review-list__stars" role="img" aria-label={intl.formatMessage(messages.stars, { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" size={16} className={n <= rating ? 'review-list__star review-list__star--on' : 'review-list__star'} />
      ))}
    </p>
  );
}

/** The approved reviews of the product: stars, title, text, nickname and date; an empty state when there are none. */
export function ReviewList({ list }: { readonly list: ReviewModalStore['list'] }) {
  const intl = useIntl();
  if (list.status === 'loading')
    return (
      <p className="review-list__state" role="status">
        {intl.formatMessage(messages.loading)}
      </p>
    );
  if (list.status === 'failed')
    return (
      <p className="review-list__state" role="status">
        {intl.formatMessage(messages.loadFailed)}
      </p>
    );
  if (list.reviews.length === 0)
    return (
      <p className="review-list__state" role="status">
        {intl.formatMessage(messages.empty)}
      </p>
    );
  return (
    <ul className="review-list">
      {list.reviews.map((review) => (
        <li key={review.id} className="review-list__item">
          {review.rating !== undefined && <Stars rating={review.rating} />}
          <h3 className="review-list__title">{review.title}</h3>
          <p className="review-list__detail">{review.detail}</p>
          <p className="review-list__byline">
            {intl.formatMessage(messages.byline, {
              nickname: review.nickname,
              date: review.createdAt === '' ? '' : intl.formatDate(review.createdAt, { day: 'numeric', month: 'long', year: 'numeric' }),
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}
