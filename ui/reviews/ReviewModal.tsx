import { Star } from '../components/icons';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ReviewErrors, ReviewField } from '../../domain/reviews/review';
import type { ReviewMessageId } from '../../domain/reviews/messages';
import { useStores } from '../app/stores-context';
import { Field, TextField } from '../components/Field';
import { useDomainText } from '../i18n/domain/DomainText';
import { type ModalProps } from '../modals/modal-types';
import { messages } from './messages';
import { ReviewList } from './ReviewList';
import { ReviewModalStore } from './review-modal.store';

export interface ReviewModalPayload {
  readonly productId: number;
  readonly name: string;
}

const isPayload = (value: unknown): value is ReviewModalPayload =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { productId?: unknown }).productId === 'number' &&
  typeof (value as { name?: unknown }).name === 'string';

const errorTexts = {
  'title-required': messages.titleRequired,
  'detail-required': messages.detailRequired,
  'nickname-required': messages.nicknameRequired,
  'rating-out-of-range': messages.ratingOutOfRange,
  'review-submitted': messages.submitted,
} as const satisfies Record<ReviewMessageId, unknown>;

const fieldOrder: readonly ReviewField[] = ['rating', 'title', 'detail', 'nickname'];
const ratings = [1, 2, 3, 4, 5] as const;

/** The review modal (catalogue spec §2 named modal 'review'): the product's approved reviews and the review form. */
const ReviewModal = observer(function ReviewModal({ payload, titleId }: ModalProps) {
  const stores = useStores();
  const intl = useIntl();
  const text = useDomainText();
  const product = isPayload(payload) ? payload : undefined;
  const [store] = useState(() => new ReviewModalStore(stores.useCases, stores.env.storeView.storeCode, product?.productId ?? 0));
  const thanks = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    void store.load();
  }, [store]);

  useEffect(() => {
    if (store.send === 'sent') thanks.current?.focus();
  }, [store.send]);

  const error = (field: ReviewField, errors: ReviewErrors = store.errors) => {
    const id = errors[field];
    return id === undefined ? undefined : intl.formatMessage(errorTexts[id]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await store.submit();
    const first = fieldOrder.find((field) => store.errors[field] !== undefined);
    if (first !== undefined) form.current?.querySelector<HTMLElement>(`[data-review-field="${first}"]`)?.focus();
  };

  return (
    <div className="modal-content review-modal">
      <h2 id={titleId} className="modal-content__title">
        {intl.formatMessage(messages.title, { name: product?.name ?? '' })}
      </h2>
      <ReviewList list={store.list} />
      <section className="review-form" aria-labelledby="review-form-title">
        <h3 id="review-form-title" className="review-form__title">
          {intl.formatMessage(messages.formTitle)}
        </h3>
        {store.send === 'sent' ? (
          <p ref={thanks} tabIndex={-1} role="status" className="review-form__thanks">
            {intl.formatMessage(messages.submitted)}
          </p>
        ) : (
          <form ref={form} className="review-form__form" onSubmit={(event) => void submit(event)} noValidate>
            <fieldset className="review-form__rating" aria-describedby="review-rating-error">
              <legend className="field__label">{intl.formatMessage(messages.rating)}</legend>
              <div className="review-form__stars">
                {ratings.map((rating) => (
                  <label key={rating} className="review-form__star">
                    <input
                      type="radio"
                      name="rating"
                      value={rating}
                      checked={store.form.rating === rating}
                      onChange={() => store.set('rating', rating)}
                      {...(rating === 1 ? { 'data-review-field': 'rating' } : {})}
                    />
                    <span>{intl.formatMessage(messages.ratingOption, { rating })}</span>
                  </label>
                ))}
              </div>
              <p id="review-rating-error" className="field__error" aria-live="polite">
                {error('rating')}
              </p>
            </fieldset>
            <TextField
              label={intl.formatMessage(messages.reviewTitle)}
              required
              value={store.form.title}
              error={error('title')}
              data-review-field="title"
              onChange={(e) => store.set('title', e.target.value)}
            />
            <Field label={intl.formatMessage(messages.detail)} required error={error('detail')}>
              {(control) => (
                <textarea
                  className="input review-form__detail"
                  rows={4}
                  required
                  value={store.form.detail}
                  data-review-field="detail"
                  onChange={(e) => store.set('detail', e.target.value)}
                  {...control}
                />
              )}
            </Field>
            <TextField
              label={intl.formatMessage(messages.nickname)}
              required
              autoComplete="nickname"
              value={store.form.nickname}
              error={error('nickname')}
              data-review-field="nickname"
              onChange={(e) => store.set('nickname', e.target.value)}
            />
            <p role="alert" className="review-form__failure">
              {store.send === 'failed' ? intl.formatMessage(messages.submitFailed) : store.send === 'throttled' ? text('too-many-requests') : null}
            </p>
            <button type="submit" className="button button--primary" disabled={store.send === 'sending'}>
              <Star aria-hidden="true" size={18} />
              {intl.formatMessage(store.send === 'sending' ? messages.submitting : messages.submit)}
            </button>
          </form>
        )}
      </section>
    </div>
  );
});

export default ReviewModal;
