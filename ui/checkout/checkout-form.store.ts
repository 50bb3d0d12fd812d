import { makeAutoObservable } from 'mobx';
import { defaultFirst } from '../../domain/account/address-book';
import { type Profile } from '../../domain/account/types';
import type { StoreCode } from '../../domain/store-view/store-view';
import { type SavedCheckout } from '../../application/checkout/checkout-details';
import { type CheckoutDetailsInput } from '../../application/checkout/save-checkout-details';
import { type PaymentDetails, type PersonalDetails, type ShippingDetails } from '../../domain/checkout/types';
import { isCardPaymentMethod } from '../../application/checkout/card-payment-methods';
import {
  ADDRESS_FIELDS,
  CHECKOUT_STEPS,
  type AddressFields,
  type CheckoutStep,
  type FieldError,
  type FieldErrors,
  addressFromSaved,
  emptyPayment,
  emptyPersonal,
  emptyShipping,
  validatePayment,
  validatePersonal,
  validateShipping,
  validateTerms,
} from './checkout-form';

/** A service point chosen for a pick-up shipping method. */
export interface ServicePoint {
  readonly id: string;
  readonly name: string;
  readonly address: string;
}

export type PostcodeLookupView = { readonly kind: 'found'; readonly street: string; readonly city: string } | { readonly kind: 'not-found' };

export interface CheckoutSettings {
  readonly defaultCountry: string;
  readonly nameMin: number;
  /** The store view an account made at checkout belongs to, and whose name minimum it is held to (cart spec §5). */
  readonly storeCode?: StoreCode;
}

export interface CheckoutSession {
  readonly isLoggedIn: boolean;
  readonly profile: Profile | undefined;
}

export type PaymentField = keyof Omit<PaymentDetails, 'paymentMethodAdditional' | 'region_id'>;

/**
 * The checkout's steps and form state (cart spec §3 checkout state, §5): what the shopper entered in each step, the
 * step open now and those completed, and each field's error with the spec's messages, following the fields as the
 * shopper corrects them after a failed attempt.
 */
export class CheckoutForm {
  step: CheckoutStep = 'personal';
  completed = new Set<CheckoutStep>();
  personal: PersonalDetails = emptyPersonal();
  repeatPassword = '';
  shipping: ShippingDetails;
  payment: PaymentDetails;
  sameAsShipping = true;
  termsAccepted = false;
  errors: FieldErrors = {};
  servicePoint: ServicePoint | undefined = undefined;
  discountCode = '';
  postcodeLookup: { shipping?: PostcodeLookupView; payment?: PostcodeLookupView } = {};

  constructor(
    private readonly settings: CheckoutSettings,
    private readonly session: CheckoutSession,
    /** Whether the chosen shipping method delivers to a service point (CheckoutMethods knows the methods). */
    private readonly needsServicePoint: () => boolean,
  ) {
    this.shipping = emptyShipping(settings.defaultCountry);
    this.payment = emptyPayment(settings.defaultCountry);
    makeAutoObservable<CheckoutForm, 'settings' | 'session' | 'needsServicePoint'>(this, { settings: false, session: false, needsServicePoint: false });
  }

  get stepIndex(): number {
    return CHECKOUT_STEPS.indexOf(this.step);
  }

  get isCardPayment(): boolean {
    return isCardPaymentMethod(this.payment.paymentMethod);
  }

  get savedAddresses(): readonly AddressFields[] {
    const profile = this.session.profile;
    // The default address first (the account lists them the same way).
    return profile === undefined ? [] : defaultFirst(profile.addresses).map((a) => addressFromSaved(a, profile));
  }

  /** What the shopper entered on this device before (the password is never kept), then the customer's own details. */
  restore(saved: SavedCheckout): void {
    if (saved.personalDetails) this.personal = { ...saved.personalDetails, password: '', createAccount: false };
    if (saved.shippingDetails) this.shipping = { ...this.shipping, ...saved.shippingDetails };
    if (saved.paymentDetails) this.payment = { ...this.payment, ...saved.paymentDetails };
    this.fillFromProfile();
  }

  setPersonal<K extends keyof PersonalDetails>(field: K, value: PersonalDetails[K]): void {
    this.personal = { ...this.personal, [field]: value };
    this.revalidate();
  }

  setRepeatPassword(value: string): void {
    this.repeatPassword = value;
    this.revalidate();
  }

  setShipping(field: keyof Omit<ShippingDetails, 'region_id'>, value: string): void {
    this.shipping = { ...this.shipping, [field]: value };
    if (field === 'shippingMethod' && !this.needsServicePoint()) this.servicePoint = undefined;
    this.revalidate();
  }

  setPayment(field: PaymentField, value: string): void {
    this.payment = { ...this.payment, [field]: value };
    this.revalidate();
  }

  /** The method the loaded methods pick when the entered one is not offered (no revalidation: the shopper did nothing). */
  pickMethod(kind: 'shipping' | 'payment', code: string): void {
    if (kind === 'shipping') this.shipping = { ...this.shipping, shippingMethod: code };
    else this.payment = { ...this.payment, paymentMethod: code };
  }

  setSameAsShipping(same: boolean): void {
    this.sameAsShipping = same;
    this.revalidate();
  }

  setTermsAccepted(accepted: boolean): void {
    this.termsAccepted = accepted;
    this.revalidate();
  }

  setDiscountCode(code: string): void {
    this.discountCode = code;
  }

  setErrors(errors: FieldErrors): void {
    this.errors = errors;
  }

  /** Clears one field's error (the discount code once it is sent, the service point once chosen). */
  clearError(field: string): void {
    const { [field]: _old, ...rest } = this.errors;
    this.errors = rest;
  }

  chooseServicePoint(point: ServicePoint): void {
    this.servicePoint = point;
    this.clearError('servicePoint');
  }

  /** Fills an address form with one of the customer's saved addresses. */
  useSavedAddress(target: 'shipping' | 'payment', index: number): void {
    const address = this.savedAddresses[index];
    if (address === undefined) return;
    if (target === 'shipping') this.shipping = { ...this.shipping, ...address };
    else this.payment = { ...this.payment, ...address };
    this.revalidate();
  }

  /** The postcode lookup's answer: street and city filled when found, a note when not, nothing when unreachable. */
  showPostcode(target: 'shipping' | 'payment', found: { readonly street: string; readonly city: string } | 'not-found' | 'unknown'): void {
    const { [target]: _old, ...rest } = this.postcodeLookup;
    if (found === 'unknown' || found === 'not-found') {
      this.postcodeLookup = found === 'not-found' ? { ...rest, [target]: { kind: 'not-found' } } : rest;
      return;
    }
    const { street, city } = found;
    if (target === 'shipping') this.shipping = { ...this.shipping, streetAddress: street, city };
    else this.payment = { ...this.payment, streetAddress: street, city };
    this.postcodeLookup = { ...this.postcodeLookup, [target]: { kind: 'found', street, city } };
    this.revalidate();
  }

  /** Marks the open step completed and opens the next one (the shopper's name is the first guess for the parcel's). */
  advance(): CheckoutStep | undefined {
    if (this.step === 'personal' && this.shipping.firstName === '' && this.shipping.lastName === '')
      this.shipping = { ...this.shipping, firstName: this.personal.firstName, lastName: this.personal.lastName };
    this.completed.add(this.step);
    const next = CHECKOUT_STEPS[this.stepIndex + 1];
    if (next !== undefined) this.step = next;
    return next;
  }

  /** Opens a step already completed (or the current one) to change it. */
  goTo(step: CheckoutStep): void {
    if (step === this.step || this.completed.has(step)) {
      this.step = step;
      this.errors = {};
    }
  }

  /** The errors of one step by the spec's rules (a pick-up method needs its service point). */
  validate(step: CheckoutStep): FieldErrors {
    const nameMin = this.settings.nameMin;
    switch (step) {
      case 'personal':
        return validatePersonal(this.personal, this.repeatPassword, nameMin);
      case 'shipping': {
        const errors: Record<string, FieldError> = { ...validateShipping(this.shipping, nameMin) };
        if (this.needsServicePoint() && this.servicePoint === undefined) errors.servicePoint = { id: 'field-required' };
        return errors;
      }
      case 'payment':
        return validatePayment(this.payment, this.sameAsShipping, nameMin);
      case 'review':
        return validateTerms(this.termsAccepted);
    }
  }

  /** Opens a step with its errors (an order that failed its last check). */
  reopen(step: CheckoutStep, errors: FieldErrors): void {
    this.step = step;
    this.errors = errors;
  }

  /** What is kept on the device: the billing address follows the shipping address when they are the same. */
  details(): CheckoutDetailsInput {
    const payment = this.sameAsShipping ? this.billingFromShipping() : this.payment;
    const additional = this.needsServicePoint() && this.servicePoint !== undefined ? { servicePointId: this.servicePoint.id } : {};
    // The password is never kept on the device.
    return {
      personalDetails: { ...this.personal, password: '' },
      shippingDetails: this.shipping,
      paymentDetails: { ...payment, paymentMethodAdditional: additional },
    };
  }

  /** A signed-in customer's name and e-mail fill the personal details the shopper left empty. */
  fillFromProfile(): void {
    const profile = this.session.profile;
    if (profile === undefined) return;
    this.personal = {
      ...this.personal,
      firstName: this.personal.firstName || profile.firstname,
      lastName: this.personal.lastName || profile.lastname,
      emailAddress: this.personal.emailAddress || profile.email,
      createAccount: false,
      password: '',
    };
    const first = this.savedAddresses[0];
    if (first !== undefined && this.shipping.streetAddress === '' && this.shipping.zipCode === '') this.shipping = { ...this.shipping, ...first };
  }

  /** After a failed attempt, errors follow the fields as the shopper corrects them. */
  private revalidate(): void {
    if (Object.keys(this.errors).length === 0) return;
    const { discount, ...shown } = this.errors;
    const now = this.validate(this.step);
    const kept: Record<string, FieldError> = {};
    for (const field of Object.keys(shown)) if (now[field] !== undefined) kept[field] = now[field];
    this.errors = discount === undefined ? kept : { ...kept, discount };
  }

  private billingFromShipping(): PaymentDetails {
    const address = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, this.shipping[f] ?? ''])) as AddressFields;
    return { ...this.payment, ...address, region_id: this.shipping.region_id };
  }
}
