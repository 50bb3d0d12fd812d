import { makeAutoObservable } from 'mobx';
import { type UseCases } from '../../application/use-cases/shop-use-cases';

export type CardPaymentUseCases = Pick<UseCases, 'startCardPayment'>;
export type CardPaymentRequest = Parameters<UseCases['startCardPayment']['execute']>[0];

/**
 * The card payment of a placed order (cart spec §4 payment): the request is kept after the order was placed, so a
 * provider that could not be reached can be tried again without placing the order twice.
 */
export class CardPayment {
  private pending: CardPaymentRequest | undefined = undefined;

  constructor(private readonly useCases: CardPaymentUseCases) {
    makeAutoObservable<CardPayment, 'useCases' | 'pending'>(this, { useCases: false, pending: false });
  }

  get hasPending(): boolean {
    return this.pending !== undefined;
  }

  /** Keeps the placed order's payment request, to start now and to retry. */
  keep(request: CardPaymentRequest): void {
    this.pending = request;
  }

  /** Asks the provider for its hosted page: its URL, or undefined when the provider was out of reach (or nothing is pending). */
  async start(): Promise<{ readonly ok: boolean; readonly redirectUrl?: string } | undefined> {
    const request = this.pending;
    if (request === undefined) return undefined;
    const started = await this.useCases.startCardPayment.execute(request);
    return started.ok ? { ok: true, redirectUrl: started.value.redirectUrl } : { ok: false };
  }
}
