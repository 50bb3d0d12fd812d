import { ContainerModule } from 'inversify';
import { PaymentProviderPort } from '../../application/checkout/payment-provider-port';
import { StartCardPayment } from '../../application/checkout/start-card-payment';
import { TrackCheckoutStep } from '../../application/checkout/track-checkout-step';
import { VerifyPaymentReturn } from '../../application/checkout/verify-payment-return';
import { type ApiConfig } from '../config/api-config';
import { HttpPaymentProvider } from './http-payment-provider';
import { InMemoryPaymentProvider } from './in-memory-payment-provider';

export const paymentUseCaseClasses = [StartCardPayment, VerifyPaymentReturn, TrackCheckoutStep] as const;

/** The card payment provider over its API, with the payment and checkout-step use cases (they need the cart use cases' state). */
export const paymentAdapters = (config: ApiConfig) =>
  new ContainerModule(({ bind }) => {
    bind(PaymentProviderPort).toConstantValue(new HttpPaymentProvider(config));
    bind(StartCardPayment).toSelf().inSingletonScope();
    bind(VerifyPaymentReturn).toSelf().inSingletonScope();
    bind(TrackCheckoutStep).toSelf().inSingletonScope();
  });

/** The card payment provider in memory (the instance is bound too, so a test can settle its sessions). */
export const paymentMemoryAdapters = () =>
  new ContainerModule(({ bind }) => {
    bind(InMemoryPaymentProvider).toConstantValue(new InMemoryPaymentProvider());
    bind(PaymentProviderPort).toService(InMemoryPaymentProvider);
    bind(StartCardPayment).toSelf().inSingletonScope();
    bind(VerifyPaymentReturn).toSelf().inSingletonScope();
    bind(TrackCheckoutStep).toSelf().inSingletonScope();
  });
