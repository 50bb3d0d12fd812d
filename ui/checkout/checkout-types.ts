import { type OrderReceipt } from '../../application/checkout/order-receipt';
import { type AppEvent } from '../../application/notifications/notification-outlet';
import { type CartItem } from '../../domain/cart/types';
import { type TotalRow } from '../../domain/checkout/totals';
import { type UseCases } from '../../application/use-cases/shop-use-cases';

type CheckoutUseCaseName = 'checkoutDetails' | 'saveCheckoutDetails' | 'loadShippingMethods' | 'loadPaymentMethods' | 'placeOrder';
export type CheckoutUseCases = Pick<UseCases, CheckoutUseCaseName | 'startCardPayment' | 'trackCheckoutStep' | 'register' | 'lookUpPostcode'>;

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

export interface CheckoutEvents {
  onEvent(listener: (event: AppEvent) => void): () => void;
}

export type CheckoutStatus = 'loading' | 'checking-stock' | 'empty' | 'ready' | 'placing' | 'redirecting' | 'placed';

export interface PlacedOrderView {
  readonly orderId: string;
  readonly queued: boolean;
  readonly email: string;
  readonly receipt: OrderReceipt;
}
