import { type ComponentType } from 'react';

/** The named modals of catalogue spec §2. */
export type ModalName =
  | 'review'
  | 'authentication'
  | 'size-guide'
  | 'terms-and-conditions'
  | 'feature-not-implemented'
  | 'language-switcher'
  | 'store-list'
  | 'order-confirmation'
  | 'newsletter'
  | 'store-locator'
  | 'service-points'
  | 'account-addresses'
  | 'password-update'
  | 'size-selector'
  | 'privacy-statement'
  | 'shop-the-look';

/** What the modal host passes to every modal component. */
export interface ModalProps<Payload = unknown> {
  /** Whatever the opener passed to `stores.modals.open(name, payload)`; kept until the modal closes. */
  readonly payload: Payload | undefined;
  /** Closes this modal (with the close animation). */
  readonly close: () => void;
  /** Id for the modal's heading, which names the dialog (the host falls back to the first heading it finds). */
  readonly titleId?: string;
}

export type ModalLoader = () => Promise<{ default: ComponentType<ModalProps> }>;
