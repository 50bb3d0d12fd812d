import { ContainerModule } from 'inversify';
import { PaymentProviderPort } from '../../application/ports/payment-provider-port';
import { PostcodePort } from '../../application/ports/postcode-port';
import { type ApiConfig } from '../config/api-config';
import { HttpPaymentProvider } from '../payment/http-payment-provider';
import { InMemoryPaymentProvider } from '../payment/in-memory-payment-provider';
import { HttpPostcodeLookup } from '../postcode/http-postcode-lookup';
import { InMemoryPostcodeLookup } from '../postcode/in-memory-postcode-lookup';

/** The card payment provider over its API, and the postcode lookup. */
export const paymentAdapters = (config: ApiConfig) =>
  new ContainerModule(({ bind }) => {
    bind(PaymentProviderPort).toConstantValue(new HttpPaymentProvider(config));
    bind(PostcodePort).toConstantValue(new HttpPostcodeLookup(config));
  });

/** The card payment provider in memory (the instance is bound too, so a test can settle its sessions). */
export const paymentMemoryAdapters = () =>
  new ContainerModule(({ bind }) => {
    bind(InMemoryPaymentProvider).toConstantValue(new InMemoryPaymentProvider());
    bind(PaymentProviderPort).toService(InMemoryPaymentProvider);
    bind(PostcodePort).toConstantValue(new InMemoryPostcodeLookup());
  });
