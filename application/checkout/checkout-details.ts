import { inject, injectable } from 'inversify';
import type { PaymentDetails, PersonalDetails, ShippingDetails } from '../../domain/checkout/types';
import { KeyValueStorePort, type JsonValue, type KeyValueNamespace } from '../ports/key-value-store-port';

const VERSION = 1;

/** What the shopper entered at checkout (cart spec §3 checkout state), kept on the device; `modifiedAt` is epoch ms. */
export interface SavedCheckout {
  readonly personalDetails?: PersonalDetails;
  readonly shippingDetails?: ShippingDetails;
  readonly paymentDetails?: PaymentDetails;
  readonly modifiedAt?: number;
  readonly isThankYouPage: boolean;
}

/** The checkout details of this app instance, persisted in the `checkout` namespace (cart spec §9 "personal, shipping and payment details"). */
@injectable()
export class CheckoutDetails {
  private state: SavedCheckout = { isThankYouPage: false };
  private readonly store: KeyValueNamespace;

  constructor(@inject(KeyValueStorePort) storage: KeyValueStorePort) {
    this.store = storage.namespace('checkout');
  }

  get current(): SavedCheckout {
    return this.state;
  }

  async load(): Promise<SavedCheckout> {
    const stored = await this.store.get('details');
    if (typeof stored === 'object' && stored !== null && !Array.isArray(stored) && (stored as { version?: unknown }).version === VERSION) {
      const { version: _version, ...details } = stored as Record<string, unknown>;
      this.state = { isThankYouPage: false, ...(details as Partial<SavedCheckout>) };
    }
    return this.state;
  }

  async set(patch: Partial<SavedCheckout>): Promise<SavedCheckout> {
    this.state = { ...this.state, ...patch };
    await this.store.set('details', { version: VERSION, ...this.state } as unknown as JsonValue);
    return this.state;
  }

  /** Forgets every detail (logout, cart spec §4). */
  async clear(): Promise<void> {
    this.state = { isThankYouPage: false };
    await this.store.remove('details');
  }
}
