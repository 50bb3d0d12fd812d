import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { PaymentOutcome, PaymentProviderPort, PaymentStart, StartedPayment } from '../../application/ports/payment-provider-port';
import { ApiConfig, serviceUrl } from '../config/api-config';
import { requestJson } from '../http/json-client';
import { parseWire } from '../http/parse-wire';
import { unwrapEnvelope } from '../http/vsf-envelope';

const resultCodes = ['Authorised', 'Refused', 'Cancelled', 'Error', 'Pending', 'ChallengeShopper', 'RedirectShopper'] as const;

const initiateWire = z.object({
  sessionId: z.string(),
  pspReference: z.string(),
  action: z.object({ url: z.string() }),
});

const outcomeWire = z.object({
  resultCode: z.enum(resultCodes),
  pspReference: z.string(),
  merchantReference: z.optional(z.nullable(z.string())),
});

/** The card payment provider through its API (`services.paymentProviderUrl`, VSF envelopes; cart spec §7). */
@injectable()
export class HttpPaymentProvider implements PaymentProviderPort {
  constructor(@inject(ApiConfig) private readonly config: ApiConfig) {}

  async initiate(payment: PaymentStart): Promise<StartedPayment> {
    const { body } = await requestJson(this.config.fetch, this.url('initiate'), {
      method: 'POST',
      body: {
        amount: { value: payment.amount.amount, currency: payment.amount.currency },
        returnUrl: payment.returnUrl,
        paymentMethod: { type: payment.paymentMethodType },
        ...(payment.cartId === undefined ? {} : { cartId: payment.cartId }),
      },
    });
    const started = parseWire(initiateWire, unwrapEnvelope(body, 'payment initiate').result, 'payment initiate');
    return { sessionId: started.sessionId, pspReference: started.pspReference, redirectUrl: started.action.url };
  }

  async details(redirectResult: string): Promise<PaymentOutcome> {
    const { body } = await requestJson(this.config.fetch, this.url('payments-details'), { method: 'POST', body: { details: { redirectResult } } });
    const outcome = parseWire(outcomeWire, unwrapEnvelope(body, 'payments-details').result, 'payments-details');
    return {
      resultCode: outcome.resultCode,
      pspReference: outcome.pspReference,
      ...(typeof outcome.merchantReference === 'string' ? { merchantReference: outcome.merchantReference } : {}),
    };
  }

  private url(path: string): string {
    return serviceUrl(this.config, this.config.services.paymentProviderUrl, path);
  }
}
