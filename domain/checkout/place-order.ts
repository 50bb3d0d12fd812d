import type { Notice } from '../notifications/types';
import { streetLines } from '../account/address';
import type { AddressDetails, PersonalDetails } from './types';

/** What the application does after the order answer (cart spec §4 "Placing an order"). */
export type OrderPlacementOutcome =
  | {
      readonly kind: 'placed';
      /** Stamp this time (epoch ms) as the last cart bypass. */
      readonly lastCartBypassTs: number;
      /** Clear the cart without syncing it to the server. */
      readonly clearCart: { readonly sync: false };
      /** Clear password and createAccount of the personal details. */
      readonly clearCredentials: true;
    }
  | { readonly kind: 'queued'; readonly notice: Notice }
  | { readonly kind: 'failed'; readonly notice: Notice };

const okButton = { label: 'ok', action: 'close' } as const;

/**
 * Interprets the order call: result code absent or 200 is success; a server error (5xx) or no answer queues the
 * order ('...can not be transfered...'); anything else fails (cart spec §4, §8).
 */
export function interpretOrderResult(resultCode: number | undefined, answered: boolean, nowMs: number): OrderPlacementOutcome {
  if (answered && (resultCode === undefined || resultCode === 200)) {
    return { kind: 'placed', lastCartBypassTs: nowMs, clearCart: { sync: false }, clearCredentials: true };
  }
  if (!answered || (resultCode !== undefined && resultCode >= 500))
    return { kind: 'queued', notice: { type: 'warning', message: 'order-queued', action1: okButton } };
  return { kind: 'failed', notice: { type: 'danger', message: 'order-failed', action1: okButton } };
}

/** Personal details after a placed order: password and createAccount cleared (cart spec §4). */
export function clearCredentials(details: PersonalDetails): PersonalDetails {
  return { ...details, password: '', createAccount: false };
}

/** Street lines of a billing or shipping address at order placement, the affix appended (cart spec §4). */
export function orderStreet(details: Pick<AddressDetails, 'streetAddress' | 'apartmentNumber' | 'affix'>): readonly string[] {
  return streetLines(details.streetAddress, details.apartmentNumber, details.affix);
}
