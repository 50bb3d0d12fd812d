import { makeAutoObservable, runInAction } from 'mobx';
import { type PaymentMethod, type ShippingMethod } from '../../domain/checkout/types';
import { type UseCases } from '../../application/use-cases/shop-use-cases';
import { type CheckoutForm } from './checkout-form.store';

export type CheckoutMethodsUseCases = Pick<UseCases, 'loadShippingMethods' | 'loadPaymentMethods'>;

/** Shipping methods of carrier 'servicepoint' deliver to a pick-up point the shopper chooses. */
export const isServicePointMethod = (method: ShippingMethod | undefined): boolean => method?.carrier_code === 'servicepoint';
export const methodKey = (m: Pick<ShippingMethod, 'carrier_code' | 'method_code'>): string => `${m.carrier_code}_${m.method_code}`;

/**
 * The checkout's shipping and payment methods (cart spec §4): loaded for the address and method entered, the form's
 * choice kept while it is offered, else the use case's pick.
 */
export class CheckoutMethods {
  shippingMethods: readonly ShippingMethod[] = [];
  paymentMethods: readonly PaymentMethod[] = [];

  constructor(
    private readonly useCases: CheckoutMethodsUseCases,
    private readonly form: () => CheckoutForm,
  ) {
    makeAutoObservable<CheckoutMethods, 'useCases' | 'form'>(this, { useCases: false, form: false });
  }

  get selectedShippingMethod(): ShippingMethod | undefined {
    return this.shippingMethods.find((m) => methodKey(m) === this.form().shipping.shippingMethod);
  }

  /** The chosen methods' titles as the shopper saw them, for the order's receipt. */
  labels(paymentCode: string): { shippingMethod?: string; paymentMethod?: string } {
    const shipping = this.selectedShippingMethod?.method_title;
    const payment = this.paymentMethods.find((m) => m.code === paymentCode)?.title;
    return { ...(shipping === undefined ? {} : { shippingMethod: shipping }), ...(payment === undefined ? {} : { paymentMethod: payment }) };
  }

  get needsServicePoint(): boolean {
    return isServicePointMethod(this.selectedShippingMethod);
  }

  async loadShippingMethods(): Promise<void> {
    const form = this.form();
    const choice = await this.useCases.loadShippingMethods.execute(form.shipping);
    runInAction(() => {
      this.shippingMethods = choice.methods;
      const current = this.shippingMethods.some((m) => methodKey(m) === form.shipping.shippingMethod);
      if (!current) form.pickMethod('shipping', choice.selected ? methodKey(choice.selected) : '');
    });
  }

  async loadPaymentMethods(): Promise<void> {
    const form = this.form();
    const choice = await this.useCases.loadPaymentMethods.execute(form.payment.paymentMethod === '' ? undefined : form.payment.paymentMethod);
    runInAction(() => {
      this.paymentMethods = choice.methods;
      if (!choice.methods.some((m) => m.code === form.payment.paymentMethod)) form.pickMethod('payment', choice.selected?.code ?? '');
    });
  }
}
