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

/**
 * One lazily imported component per named modal. A feature registers its modal with one line, e.g.
 * `'size-guide': () => import('../product/SizeGuideModal'),`
 */
export const modalComponents: Partial<Record<ModalName, ModalLoader>> = {
  'feature-not-implemented': () => import('./FeatureNotImplementedModal'),
  newsletter: () => import('./NewsletterModal'),
  'size-guide': () => import('../product/SizeGuideModal'),
  'size-selector': () => import('../product/SizeSelectorModal'),
  'shop-the-look': () => import('../product/ShopTheLookModal'),
  authentication: () => import('../account/AuthenticationModal'),
  'service-points': () => import('../checkout/ServicePointsModal'),
  'terms-and-conditions': () => import('../checkout/TermsModal'),
  'privacy-statement': () => import('../checkout/PrivacyModal'),
  review: () => import('../reviews/ReviewModal'),
};
