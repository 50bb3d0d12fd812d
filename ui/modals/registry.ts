import { type ModalLoader, type ModalName } from './modal-types';

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
  'account-addresses': () => import('../account/AddressesModal') as ReturnType<ModalLoader>,
  'service-points': () => import('../checkout/ServicePointsModal'),
  'terms-and-conditions': () => import('../checkout/TermsModal'),
  'privacy-statement': () => import('../checkout/PrivacyModal'),
  review: () => import('../reviews/ReviewModal'),
};
