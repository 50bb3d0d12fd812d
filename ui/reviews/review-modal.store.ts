import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadProductReviews } from '../../application/reviews/load-product-reviews';
import type { SubmitReview } from '../../application/reviews/submit-review';
import type { Review, ReviewErrors, ReviewField } from '../../domain/reviews/review';
import type { StoreCode } from '../../domain/store-view/store-view';

export interface ReviewModalUseCases {
  readonly loadProductReviews: Pick<LoadProductReviews, 'execute'>;
  readonly submitReview: Pick<SubmitReview, 'execute'>;
}

export interface ReviewForm {
  title: string;
  detail: string;
  nickname: string;
  rating: number | undefined;
}

type ListState = { readonly status: 'loading' } | { readonly status: 'failed' } | { readonly status: 'loaded'; readonly reviews: readonly Review[] };
type SendState = 'editing' | 'sending' | 'sent' | 'failed' | 'throttled';

/** The review modal: the approved reviews of one product, and the form that sends a new one for approval. */
export class ReviewModalStore {
  list: ListState = { status: 'loading' };
  form: ReviewForm = { title: '', detail: '', nickname: '', rating: undefined };
  errors: ReviewErrors = {};
  send: SendState = 'editing';

  constructor(
    private readonly useCases: ReviewModalUseCases,
    private readonly storeCode: StoreCode,
    readonly productId: number,
  ) {
    makeAutoObservable<ReviewModalStore, 'useCases'>(this, { useCases: false });
  }

  async load(): Promise<void> {
    const result = await this.useCases.loadProductReviews.execute(this.storeCode, this.productId);
    runInAction(() => {
      this.list = result.ok ? { status: 'loaded', reviews: result.value } : { status: 'failed' };
    });
  }

  set<K extends keyof ReviewForm>(field: K, value: ReviewForm[K]): void {
    this.form[field] = value;
    if (this.errors[field as ReviewField] !== undefined) this.errors = { ...this.errors, [field]: undefined };
    if (this.send === 'failed' || this.send === 'throttled') this.send = 'editing';
  }

  async submit(): Promise<void> {
    if (this.send === 'sending' || this.send === 'sent') return;
    this.send = 'sending';
    const { rating, ...texts } = this.form;
    const result = await this.useCases.submitReview.execute(this.storeCode, {
      productId: this.productId,
      ...texts,
      ...(rating === undefined ? {} : { rating }),
    });
    runInAction(() => {
      if (result.ok) {
        this.send = 'sent';
        this.errors = {};
      } else if (result.error.kind === 'invalid') {
        this.errors = result.error.errors;
        this.send = 'editing';
      } else {
        this.send = result.error.kind === 'throttled' ? 'throttled' : 'failed';
      }
    });
  }
}
