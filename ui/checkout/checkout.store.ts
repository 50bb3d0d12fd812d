import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { grandTotalOf } from '../../application/cart/cart-presenter';
import { isVirtualCart } from '../../domain/checkout/payment-methods';
import { CardPayment } from './card-payment.store';
import { type FieldError, isDiscountCodeShaped, validateTerms } from './checkout-form';
import { CheckoutForm, type CheckoutSession, type CheckoutSettings } from './checkout-form.store';
import { CheckoutMethods } from './checkout-methods.store';
import { type CheckoutCart, type CheckoutEvents, type CheckoutStatus, type CheckoutUseCases, type PlacedOrderView } from './checkout-types';

export type { CheckoutSession, CheckoutSettings, PostcodeLookupView, ServicePoint } from './checkout-form.store';
export { isServicePointMethod, methodKey } from './checkout-methods.store';

export type { CheckoutCart, CheckoutEvents, CheckoutStatus, CheckoutUseCases, PlacedOrderView } from './checkout-types';

/**
 * The checkout (cart spec §3 checkout state, §4, §5): it starts, moves from step to step and places the order (paid
 * through the card payment provider). What the shopper entered and its errors are `form` (CheckoutForm), the methods
 * `methods` (CheckoutMethods), the card payment of the placed order `card` (CardPayment); each step is validated with
 * the spec's messages before the next and the details are kept on the device.
 */
export class CheckoutStore {
  status: CheckoutStatus = 'loading';
  /** A message about the whole checkout (a domain message id), shown above the step and announced. */
  message: FieldError | undefined = undefined;
  placed: PlacedOrderView | undefined = undefined;
  /**
   * The customer's session ended while in checkout (expired, or its token refused for good): the logout emptied the
   * cart, and the page sends the shopper to the store's home (cart spec §2 "After the session expires, a navigation
   * to checkout is sent to the home page").
   */
  sessionEnded = false;
  readonly form: CheckoutForm;
  readonly methods: CheckoutMethods;
  readonly card: CardPayment;
  /** A customer was signed in during this checkout (so a logout here means the session ended). */
  private hadCustomer = false;
  private stopListening: (() => void) | undefined = undefined;

  constructor(
    private readonly useCases: CheckoutUseCases,
    private readonly cart: CheckoutCart,
    private readonly session: CheckoutSession,
    private readonly settings: CheckoutSettings,
    private readonly events?: CheckoutEvents,
  ) {
    this.form = new CheckoutForm(settings, session, () => this.methods.needsServicePoint);
    this.methods = new CheckoutMethods(useCases, () => this.form);
    this.card = new CardPayment(useCases);
    makeAutoObservable<CheckoutStore, 'useCases' | 'cart' | 'session' | 'events' | 'stopListening' | 'hadCustomer' | 'settings'>(this, {
      form: false,
      settings: false,
      methods: false,
      card: false,
      useCases: false,
      cart: false,
      session: false,
      events: false,
      stopListening: false,
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

  get isVirtual(): boolean {
    return isVirtualCart(this.cart.items);
  }

  /** Restores what the shopper entered on this device, checks the cart, loads the methods and tracks begin_checkout. */
  async start(): Promise<void> {
    this.hadCustomer ||= this.session.isLoggedIn;
    const saved = await this.useCases.checkoutDetails.load();
    this.form.restore(saved);
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
    await Promise.all([this.methods.loadShippingMethods(), this.methods.loadPaymentMethods()]);
  }

  stop(): void {
    this.stopListening?.();
    this.stopListening = undefined;
  }

  /** NL postcode and house number fill street and city (cart spec §5: NL only); other countries are not looked up. */
  async lookUpPostcode(target: 'shipping' | 'payment'): Promise<void> {
    const address = target === 'shipping' ? this.form.shipping : this.form.payment;
    const result = await this.useCases.lookUpPostcode.execute(address.country, address.zipCode, address.apartmentNumber, address.affix ?? '');
    this.form.showPostcode(target, result.ok ? result.value : result.error === 'not-found' ? 'not-found' : 'unknown');
  }

  /** Validates the current step; valid, it is saved on the device and the next step opens. Answers the first invalid field. */
  async next(): Promise<string | undefined> {
    const { form } = this;
    const errors = form.validate(form.step);
    form.setErrors(errors);
    const first = Object.keys(errors)[0];
    if (first !== undefined) return first;
    await this.save();
    if (form.step === 'shipping') this.useCases.trackCheckoutStep.execute({ event: 'add_shipping_info', shippingTier: form.shipping.shippingMethod });
    if (form.step === 'payment') this.useCases.trackCheckoutStep.execute({ event: 'add_payment_info', paymentType: form.payment.paymentMethod });
    const next = form.advance();
    if (next === 'payment') void this.methods.loadPaymentMethods();
    return undefined;
  }

  /** A discount code in the review: a code of the wrong shape is 'not a valid discount code'; the server judges the rest. */
  async applyDiscount(): Promise<boolean> {
    const { form } = this;
    const code = form.discountCode.trim();
    if (!isDiscountCodeShaped(code)) {
      form.setErrors({ ...form.errors, discount: { id: 'invalid-discount-code' } });
      return false;
    }
    form.clearError('discount');
    const applied = await this.cart.applyCoupon(code);
    if (applied) form.setDiscountCode('');
    return applied;
  }

  /**
   * Places the order. Every step is checked once more: an address that is no longer valid cancels the order
   * ('...the address is not valid'), a missing detail is an internal validation error. A card payment then goes to the
   * provider: answers the hosted page's URL to open, else undefined.
   */
  async placeOrder(returnUrl: string): Promise<{ readonly redirectUrl?: string }> {
    const { form } = this;
    const terms = validateTerms(form.termsAccepted);
    if (Object.keys(terms).length > 0) {
      form.setErrors(terms);
      return {};
    }
    for (const step of ['personal', 'shipping', 'payment'] as const) {
      const errors = form.validate(step);
      if (Object.keys(errors).length > 0) {
        form.reopen(step, errors);
        this.message = step === 'personal' ? { id: 'internal-validation-error' } : { id: 'invalid-address-order-cancelled' };
        return {};
      }
    }
    this.message = undefined;
    this.status = 'placing';
    await this.save();
    const { personal } = form;
    if (personal.createAccount && !this.session.isLoggedIn) {
      const registered = await this.useCases.register.execute(
        { email: personal.emailAddress, firstname: personal.firstName, lastname: personal.lastName },
        personal.password,
        this.settings.storeCode,
      );
      if (!registered.ok) {
        runInAction(() => {
          this.status = 'ready';
          form.reopen('personal', form.errors);
          this.message =
            registered.error.kind === 'not-authorized'
              ? { id: 'authorization-failed' }
              : { id: registered.error.notice.message, ...(registered.error.notice.params ? { params: registered.error.notice.params } : {}) };
        });
        return {};
      }
    }
    const items = this.cart.items;
    const amount = grandTotalOf(this.cart.totals, items);
    const cartId = this.cart.view?.token;
    const coupon = this.cart.coupon;
    let result;
    try {
      result = await this.useCases.placeOrder.execute(this.methods.labels(form.payment.paymentMethod));
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
    if (placed.kind === 'placed' && form.isCardPayment) {
      this.card.keep({
        orderId: placed.orderId,
        paymentMethod: form.payment.paymentMethod,
        amount,
        items,
        returnUrl,
        ...(cartId === undefined ? {} : { cartId: String(cartId) }),
        ...(coupon === undefined ? {} : { coupon }),
      });
      return this.pay();
    }
    runInAction(() => {
      this.status = 'placed';
      this.placed = { orderId: placed.orderId, queued: placed.kind === 'queued', email: personal.emailAddress, receipt: placed.receipt };
    });
    return {};
  }

  /** Sends the shopper to the provider for the placed order; the provider out of reach is 'payment failed', to retry. */
  async pay(): Promise<{ readonly redirectUrl?: string }> {
    if (!this.card.hasPending) return {};
    this.status = 'placing';
    const started = await this.card.start();
    runInAction(() => {
      if (started?.ok === true) {
        this.status = 'redirecting';
        this.message = undefined;
      } else {
        this.status = 'ready';
        this.message = { id: 'payment-failed' };
      }
    });
    return started?.redirectUrl === undefined ? {} : { redirectUrl: started.redirectUrl };
  }

  get canRetryPayment(): boolean {
    return this.message?.id === 'payment-failed' && this.card.hasPending;
  }

  private async save(): Promise<void> {
    await this.useCases.saveCheckoutDetails.execute(this.form.details());
  }

  /** Login during checkout: the carts are merged by the use case; the entered details stay, empty ones are filled. */
  private async afterLogin(): Promise<void> {
    this.hadCustomer = true;
    this.cart.refresh();
    this.form.fillFromProfile();
    runInAction(() => (this.message = undefined));
    await this.cart.refreshTotals();
    await Promise.all([this.methods.loadShippingMethods(), this.methods.loadPaymentMethods()]);
  }
}
