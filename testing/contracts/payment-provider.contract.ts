import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProviderPort, PaymentResultCode } from '../../application/ports/payment-provider-port';
import { money } from '../../domain/shared/money';
import { isPortError } from '../../application/ports/port-error';

export interface PaymentProviderHarness {
  readonly provider: PaymentProviderPort;
  /** What the hosted page does for the shopper; answers the redirectResult the provider puts on the return URL. */
  readonly settle: (sessionId: string, action: 'pay' | 'fail' | 'cancel') => Promise<string>;
}

const start = { amount: money(5995), returnUrl: 'http://127.0.0.1/en/checkout-return', paymentMethodType: 'scheme' } as const;

/** What every PaymentProviderPort adapter does (cart spec §7 "Card payment provider"). */
export function paymentProviderContract(name: string, make: () => PaymentProviderHarness): void {
  describe(`PaymentProviderPort contract: ${name}`, () => {
    let h: PaymentProviderHarness;
    beforeAll(() => {
      h = make();
    });

    it('initiates a payment with a session, a reference and the hosted page to go to', async () => {
      const started = await h.provider.initiate(start);
      expect(started.sessionId).not.toBe('');
      expect(started.pspReference).not.toBe('');
      expect(started.redirectUrl).toContain(started.sessionId);
    });

    it.each<[string, 'pay' | 'fail' | 'cancel', PaymentResultCode]>([
      ['a paid payment', 'pay', 'Authorised'],
      ['a refused payment', 'fail', 'Refused'],
      ['a cancelled payment', 'cancel', 'Cancelled'],
    ])('confirms %s with the same reference', async (_name, action, resultCode) => {
      const started = await h.provider.initiate(start);
      const redirectResult = await h.settle(started.sessionId, action);
      expect(await h.provider.details(redirectResult)).toMatchObject({ resultCode, pspReference: started.pspReference });
    });

    it('refuses a redirect result it did not issue', async () => {
      const error = await h.provider.details('forged-result').catch((e: unknown) => e);
      expect(isPortError(error)).toBe(true);
    });
  });
}
