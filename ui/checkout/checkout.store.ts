import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { type AppEvent } from '../../application/notifications/notification-outlet';
import { type Profile } from '../../domain/account/types';
import { type CartItem } from '../../domain/cart/types';
import { isVirtualCart } from '../../domain/checkout/payment-methods';
import { type TotalRow } from '../../domain/checkout/totals';
import { type PaymentDetails, type PaymentMethod, type PersonalDetails, type ShippingDetails, type ShippingMethod } from '../../domain/checkout/types';
import { addMoney, money, multiplyMoney, type Money } from '../../domain/shared/money';
import { type UseCases } from '../app/use-cases';
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
  isDiscountCodeShaped,
  validatePayment,
  validatePersonal,
  validateShipping,
  validateTerms,
} from './checkout-form';

export type CheckoutUseCases = Pick<
  UseCases,
  'checkoutDetails' | 'saveCheckoutDetails' | 'loadShippingMethods' | 'loadPaymentMethods' | 'placeOrder' | 'startCardPayment' | 'trackCheckoutStep' | 'register' | 'lookUpPostcode'
>;

/** What the checkout reads of the cart store (the cart helper's API). */
export interface CheckoutCart {
  readonly items: readonly CartItem[];
  readonly coupon: string | undefined;
  readonly totals: readonly TotalRow[];
  readonly view: { readonly token?: string | number } | undefined;
  refresh(): void;
  checkStock(): Promise<void>;
  refreshTotals(): Promise<void>;
  applyCoupon(code: string): Promise<boolean>;
}

export interface CheckoutSession {
  readonly isLoggedIn: boolean;
  readonly profile: Profile | undefined;
}

export interface CheckoutEvents {
  onEvent(listener: (event: AppEvent) => void): () => void;
}

export type CheckoutStatus = 'loading' | 'checking-stock' | 'empty' | 'ready' | 'placing' | 'redirecting' | 'placed';

/** A service point chosen for a pick-up shipping method. */
export interface ServicePoint {
  readonly id: string;
  readonly name: string;
  readonly address: string;
}

export interface PlacedOrderView {
  readonly orderId: string;
  readonly queued: boolean;
  readonly email: string;
}

export type PostcodeLookupView = { readonly kind: 'found'; readonly street: string; readonly city: string } | { readonly kind: 'not-found' };

export interface CheckoutSettings {
  readonly defaultCountry: string;
  readonly nameMin: number;
}

/** Shipping methods of carrier 'servicepoint' deliver to a pick-up point the shopper chooses. */
export const isServicePointMethod = (method: ShippingMethod | undefined): boolean => method?.carrier_code === 'servicepoint';
export const methodKey = (m: Pick<ShippingMethod, 'carrier_code' | 'method_code'>): string => `${m.carrier_code}_${m.method_code}`;

type PaymentField = keyof Omit<PaymentDetails, 'paymentMethodAdditional' | 'region_id'>;

/**
 * The checkout (cart spec §3 checkout state, §4, §5): personal details, shipping address and method, payment method
 * and billing address, review; each step validated with the spec's messages before the next, the details kept on the
 * device, the methods from the use cases, and the order placed (and paid through the card payment provider).
 */
export class CheckoutStore {
  status: CheckoutStatus = 'loading';
  step: CheckoutStep = 'personal';
  completed = new Set<CheckoutStep>();
  personal: PersonalDetails = emptyPersonal();
  repeatPassword = '';
  shipping: ShippingDetails;
  payment: PaymentDetails;
  sameAsShipping = true;
  termsAccepted = false;
  errors: FieldErrors = {};
  /** A message about the whole checkout (a domain message id), shown above the step and announced. */
  message: FieldError | undefined = undefined;
  shippingMethods: readonly ShippingMethod[] = [];
  paymentMethods: readonly PaymentMethod[] = [];
  servicePoint: ServicePoint | undefined = undefined;
  discountCode = '';
  placed: PlacedOrderView | undefined = undefined;
  postcodeLookup: { shipping?: PostcodeLookupView; payment?: PostcodeLookupView } = {};
  /**
   * The customer's session ended while in checkout (expired, or its token refused for good): the logout emptied the
   * cart, and the page sends the shopper to the store's home (cart spec §2 "After the session expires, a navigation
   * to checkout is sent to the home page").
   */
  sessionEnded = false;
  /** A customer was signed in during this checkout (so a logout here means the session ended). */
  private hadCustomer = false;
  /** The card payment to retry when the provider could not be reached after the order was placed. */
  private pendingPayment: Parameters<CheckoutUseCases['startCardPayment']['execute']>[0] | undefined = undefined;
  private stopListening: (() => void) | undefined = undefined;

  constructor(
    private readonly useCases: CheckoutUseCases,
    private readonly cart: CheckoutCart,
    private readonly session: CheckoutSession,
    private readonly settings: CheckoutSettings,
    private readonly events?: CheckoutEvents,
  ) {
    this.shipping = emptyShipping(settings.defaultCountry);
    this.payment = emptyPayment(settings.defaultCountry);
    makeAutoObservable<CheckoutStore, 'useCases' | 'cart' | 'session' | 'settings' | 'events' | 'stopListening' | 'pendingPayment' | 'hadCustomer'>(this, {
      useCases: false,
      cart: false,
      session: false,
      settings: false,
      events: false,
      stopListening: false,
      pendingPayment: false,
      hadCustomer: false,
    });
  }

  /**
   * Follows login and logout while the page is mounted: the page calls it on mount and `stop()` on unmount (so a page
   * mounted twice, as React's StrictMode does, listens once, and a store React threw away never listens). Whether a
   * customer was signed in is noted from the first moment, so a session that ends before the checkout started still
   * sends the shopper home.
   */
  listen(): void {
    if (this.stopListening !== undefined) return;
    const stopNoting = reaction(
      () => this.session.isLoggedIn,
      (loggedIn) => {
        if (loggedIn) this.hadCustomer = true;
      },
      { fireImmediately: true },
    );
    const stopEvents =
      this.events?.onEvent((event) => {
        if (event.kind === 'logged-in') void this.afterLogin();
        // Nothing in checkout logs out on purpose: a customer logged out here lost the session.
        if (event.kind === 'logged-out' && (this.hadCustomer || this.session.isLoggedIn)) runInAction(() => (this.sessionEnded = true));
      }) ?? (() => undefined);
    this.stopListening = () => {
      stopNoting();
      stopEvents();
    };
  }

  get stepIndex(): number {
    return CHECKOUT_STEPS.indexOf(this.step);
  }

  get isVirtual(): boolean {
    return isVirtualCart(this.cart.items);
  }

  get selectedShippingMethod(): ShippingMethod | undefined {
    return this.shippingMethods.find((m) => methodKey(m) === this.shipping.shippingMethod);
  }

  get needsServicePoint(): boolean {
    return isServicePointMethod(this.selectedShippingMethod);
  }

  get isCardPayment(): boolean {
    return isCardPaymentMethod(this.payment.paymentMethod);
  }

  get savedAddresses(): readonly AddressFields[] {
    const profile = this.session.profile;
    return profile === undefined ? [] : profile.addresses.map((a) => addressFromSaved(a, profile));
  }

  /** Restores what the shopper entered on this device, checks the cart, loads the methods and tracks begin_checkout. */
  async start(): Promise<void> {
    this.hadCustomer ||= this.session.isLoggedIn;
    const saved = await this.useCases.checkoutDetails.load();
    runInAction(() => {
      if (saved.personalDetails) this.personal = { ...saved.personalDetails, password: '', createAccount: false };
      if (saved.shippingDetails) this.shipping = { ...this.shipping, ...saved.shippingDetails };
      if (saved.paymentDetails) this.payment = { ...this.payment, ...saved.paymentDetails };
      this.fillFromProfile();
    });
    this.cart.refresh();
    if (this.cart.items.length === 0) {
      runInAction(() => (this.status = 'empty'));
      return;
    }
    runInAction(() => (this.status = 'checking-stock'));
    await this.cart.checkStock();
    this.cart.refresh();
    if (this.cart.items.length === 0) {
      runInAction(() => (this.status = 'empty'));
      return;
    }
    runInAction(() => (this.status = 'ready'));
    this.useCases.trackCheckoutStep.execute({ event: 'begin_checkout' });
    await Promise.all([this.loadShippingMethods(), this.loadPaymentMethods()]);
  }

  stop(): void {
    this.stopListening?.();
    this.stopListening = undefined;
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
    if (field === 'shippingMethod' && !this.needsServicePoint) this.servicePoint = undefined;
    this.revalidate();
  }

  setPayment(field: PaymentField, value: string): void {
    this.payment = { ...this.payment, [field]: value };
    this.revalidate();
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

  chooseServicePoint(point: ServicePoint): void {
    this.servicePoint = point;
    const { servicePoint: _old, ...rest } = this.errors;
    this.errors = rest;
  }

  /** Fills an address form with one of the customer's saved addresses. */
  useSavedAddress(target: 'shipping' | 'payment', index: number): void {
    const address = this.savedAddresses[index];
    if (address === undefined) return;
    if (target === 'shipping') this.shipping = { ...this.shipping, ...address };
    else this.payment = { ...this.payment, ...address };
    this.revalidate();
  }

  /** NL postcode and house number fill street and city (cart spec §5: NL only); other countries are not looked up. */
  async lookUpPostcode(target: 'shipping' | 'payment'): Promise<void> {
    const address = target === 'shipping' ? this.shipping : this.payment;
    const result = await this.useCases.lookUpPostcode.execute(address.country, address.zipCode, address.apartmentNumber, address.affix ?? '');
    runInAction(() => {
      if (!result.ok) {
        const { [target]: _old, ...rest } = this.postcodeLookup;
        this.postcodeLookup = result.error === 'not-found' ? { ...rest, [target]: { kind: 'not-found' } } : rest;
        return;
      }
      const { street, city } = result.value;
      if (target === 'shipping') this.shipping = { ...this.shipping, streetAddress: street, city };
      else this.payment = { ...this.payment, streetAddress: street, city };
      this.postcodeLookup = { ...this.postcodeLookup, [target]: { kind: 'found', street, city } };
      this.revalidate();
    });
  }

  /** Validates the current step; valid, it is saved on the device and the next step opens. Answers the first invalid field. */
  async next(): Promise<string | undefined> {
    const errors = this.validate(this.step);
    this.errors = errors;
    const first = Object.keys(errors)[0];
    if (first !== undefined) return first;
    await this.save();
    if (this.step === 'shipping') this.useCases.trackCheckoutStep.execute({ event: 'add_shipping_info', shippingTier: this.shipping.shippingMethod });
    if (this.step === 'payment') this.useCases.trackCheckoutStep.execute({ event: 'add_payment_info', paymentType: this.payment.paymentMethod });
    runInAction(() => {
      // The shopper's name is the first guess for the name on the parcel.
      if (this.step === 'personal' && this.shipping.firstName === '' && this.shipping.lastName === '') this.shipping = { ...this.shipping, firstName: this.personal.firstName, lastName: this.personal.lastName };
      this.completed.add(this.step);
      const next = CHECKOUT_STEPS[this.stepIndex + 1];
      if (next !== undefined) this.step = next;
      if (next === 'payment') void this.loadPaymentMethods();
    });
    return undefined;
  }

  /** Opens a step already completed (or the current one) to change it. */
  goTo(step: CheckoutStep): void {
    if (step === this.step || this.completed.has(step)) {
      this.step = step;
      this.errors = {};
    }
  }

  async loadShippingMethods(): Promise<void> {
    const choice = await this.useCases.loadShippingMethods.execute(this.shipping);
    runInAction(() => {
      this.shippingMethods = choice.methods;
      const current = this.shippingMethods.some((m) => methodKey(m) === this.shipping.shippingMethod);
      if (!current) this.shipping = { ...this.shipping, shippingMethod: choice.selected ? methodKey(choice.selected) : '' };
    });
  }

  async loadPaymentMethods(): Promise<void> {
    const choice = await this.useCases.loadPaymentMethods.execute(this.payment.paymentMethod === '' ? undefined : this.payment.paymentMethod);
    runInAction(() => {
      this.paymentMethods = choice.methods;
      if (!choice.methods.some((m) => m.code === this.payment.paymentMethod)) this.payment = { ...this.payment, paymentMethod: choice.selected?.code ?? '' };
    });
  }

  /** A discount code in the review: a code of the wrong shape is 'not a valid discount code'; the server judges the rest. */
  async applyDiscount(): Promise<boolean> {
    const code = this.discountCode.trim();
    if (!isDiscountCodeShaped(code)) {
      this.errors = { ...this.errors, discount: { id: 'invalid-discount-code' } };
      return false;
    }
    const { discount: _old, ...rest } = this.errors;
    this.errors = rest;
    const applied = await this.cart.applyCoupon(code);
    if (applied) runInAction(() => (this.discountCode = ''));
    return applied;
  }

  /**
   * Places the order. Every step is checked once more: an address that is no longer valid cancels the order
   * ('...the address is not valid'), a missing detail is an internal validation error. A card payment then goes to the
   * provider: answers the hosted page's URL to open, else undefined.
   */
  async placeOrder(returnUrl: string): Promise<{ readonly redirectUrl?: string }> {
    const terms = validateTerms(this.termsAccepted);
    if (Object.keys(terms).length > 0) {
      this.errors = terms;
      return {};
    }
    for (const step of ['personal', 'shipping', 'payment'] as const) {
      const errors = this.validate(step);
      if (Object.keys(errors).length > 0) {
        this.step = step;
        this.errors = errors;
        this.message = step === 'personal' ? { id: 'internal-validation-error' } : { id: 'invalid-address-order-cancelled' };
        return {};
      }
    }
    this.message = undefined;
    this.status = 'placing';
    await this.save();
    if (this.personal.createAccount && !this.session.isLoggedIn) {
      const registered = await this.useCases.register.execute({ email: this.personal.emailAddress, firstname: this.personal.firstName, lastname: this.personal.lastName }, this.personal.password);
      if (!registered.ok) {
        runInAction(() => {
          this.status = 'ready';
          this.step = 'personal';
          this.message = registered.error.kind === 'not-authorized' ? { id: 'authorization-failed' } : { id: registered.error.notice.message, ...(registered.error.notice.params ? { params: registered.error.notice.params } : {}) };
        });
        return {};
      }
    }
    const items = this.cart.items;
    const amount = this.grandTotal();
    const cartId = this.cart.view?.token;
    const coupon = this.cart.coupon;
    let result;
    try {
      result = await this.useCases.placeOrder.execute();
    } catch {
      runInAction(() => {
        this.status = 'ready';
        this.message = { id: 'order-placement-error' };
      });
      return {};
    }
    this.cart.refresh();
    if (!result.ok) {
      const id = result.error.kind === 'incomplete' ? 'internal-validation-error' : 'order-failed';
      runInAction(() => {
        this.status = 'ready';
        this.message = { id };
      });
      return {};
    }
    const placed = result.value;
    if (placed.kind === 'placed' && this.isCardPayment) {
      this.pendingPayment = {
        orderId: placed.orderId,
        paymentMethod: this.payment.paymentMethod,
        amount,
        items,
        returnUrl,
        ...(cartId === undefined ? {} : { cartId: String(cartId) }),
        ...(coupon === undefined ? {} : { coupon }),
      };
      return this.pay();
    }
    runInAction(() => {
      this.status = 'placed';
      this.placed = { orderId: placed.orderId, queued: placed.kind === 'queued', email: this.personal.emailAddress };
    });
    return {};
  }

  /** Sends the shopper to the provider for the placed order; the provider out of reach is 'payment failed', to retry. */
  async pay(): Promise<{ readonly redirectUrl?: string }> {
    const request = this.pendingPayment;
    if (request === undefined) return {};
    this.status = 'placing';
    const started = await this.useCases.startCardPayment.execute(request);
    runInAction(() => {
      if (started.ok) {
        this.status = 'redirecting';
        this.message = undefined;
      } else {
        this.status = 'ready';
        this.message = { id: 'payment-failed' };
      }
    });
    return started.ok ? { redirectUrl: started.value.redirectUrl } : {};
  }

  get canRetryPayment(): boolean {
    return this.message?.id === 'payment-failed' && this.pendingPayment !== undefined;
  }

  private grandTotal(): Money {
    const grand = this.cart.totals.find((row) => row.code === 'grand_total');
    if (grand !== undefined) return grand.value;
    return this.cart.items.reduce((sum, item) => addMoney(sum, multiplyMoney(item.price_incl_tax ?? item.totals?.price_incl_tax ?? money(0), item.qty)), money(0));
  }

  private validate(step: CheckoutStep): FieldErrors {
    const nameMin = this.settings.nameMin;
    switch (step) {
      case 'personal':
        return validatePersonal(this.personal, this.repeatPassword, nameMin);
      case 'shipping': {
        const errors: Record<string, FieldError> = { ...validateShipping(this.shipping, nameMin) };
        if (this.needsServicePoint && this.servicePoint === undefined) errors.servicePoint = { id: 'field-required' };
        return errors;
      }
      case 'payment':
        return validatePayment(this.payment, this.sameAsShipping, nameMin);
      case 'review':
        return validateTerms(this.termsAccepted);
    }
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

  private async save(): Promise<void> {
    const payment = this.sameAsShipping ? this.billingFromShipping() : this.payment;
    const additional = this.needsServicePoint && this.servicePoint !== undefined ? { servicePointId: this.servicePoint.id } : {};
    await this.useCases.saveCheckoutDetails.execute({
      // The password is never kept on the device.
      personalDetails: { ...this.personal, password: '' },
      shippingDetails: this.shipping,
      paymentDetails: { ...payment, paymentMethodAdditional: additional },
    });
  }

  private billingFromShipping(): PaymentDetails {
    const address = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, this.shipping[f] ?? ''])) as AddressFields;
    return { ...this.payment, ...address, region_id: this.shipping.region_id };
  }

  /** A signed-in customer's name and e-mail fill the personal details the shopper left empty. */
  private fillFromProfile(): void {
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

  /** Login during checkout: the carts are merged by the use case; the entered details stay, empty ones are filled. */
  private async afterLogin(): Promise<void> {
    this.hadCustomer = true;
    this.cart.refresh();
    runInAction(() => {
      this.fillFromProfile();
      this.message = undefined;
    });
    await this.cart.refreshTotals();
    await Promise.all([this.loadShippingMethods(), this.loadPaymentMethods()]);
  }
}
