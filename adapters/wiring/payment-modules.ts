import { ContainerModule } from 'inversify';
import { LookUpPostcode } from '../../application/checkout/look-up-postcode';
import { PaymentProviderPort } from '../../application/ports/payment-provider-port';
import { PostcodePort } from '../../application/ports/postcode-port';
import { StartCardPayment } from '../../application/checkout/start-card-payment';
import { TrackCheckoutStep } from '../../application/checkout/track-checkout-step';
import { VerifyPaymentReturn } from '../../application/checkout/verify-payment-return';
import { type ApiConfig } from '../config/api-config';
import { HttpPaymentProvider } from '../payment/http-payment-provider';
import { InMemoryPaymentProvider } from '../payment/in-memory-payment-provider';
import { HttpPostcodeLookup } from '../postcode/http-postcode-lookup';
import { InMemoryPostcodeLookup } from '../postcode/in-memory-postcode-lookup';

export const paymentUseCaseClasses = [StartCardPayment, VerifyPaymentReturn, TrackCheckoutStep, LookUpPostcode] as const;

/** The card payment provider over its API, and the postcode lookup, with the payment, checkout-step and postcode use cases (they need the cart use cases' state). */
export const paymentAdapters = (config: ApiConfig) =>
  new ContainerModule(({ bind }) => {
    bind(PaymentProviderPort).toConstantValue(new HttpPaymentProvider(config));
    bind(PostcodePort).toConstantValue(new HttpPostcodeLookup(config));
    bind(StartCardPayment).toSelf().inSingletonScope();
    bind(VerifyPaymentReturn).toSelf().inSingletonScope();
    bind(TrackCheckoutStep).toSelf().inSingletonScope();
    bind(LookUpPostcode).toSelf().inSingletonScope();
  });

/** The card payment provider in memory (the instance is bound too, so a test can settle its sessions). */
export const paymentMemoryAdapters = () =>
  new ContainerModule(({ bind }) => {
    bind(InMemoryPaymentProvider).toConstantValue(new InMemoryPaymentProvider());
    bind(PaymentProviderPort).toService(InMemoryPaymentProvider);
    bind(PostcodePort).toConstantValue(new InMemoryPostcodeLookup());
    bind(StartCardPayment).toSelf().inSingletonScope();
    bind(VerifyPaymentReturn).toSelf().inSingletonScope();
    bind(TrackCheckoutStep).toSelf().inSingletonScope();
    bind(LookUpPostcode).toSelf().inSingletonScope();
  });
