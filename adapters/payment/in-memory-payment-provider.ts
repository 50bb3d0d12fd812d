import { injectable } from 'inversify';
import type { PaymentOutcome, PaymentProviderPort, PaymentResultCode, PaymentStart, StartedPayment } from '../../application/ports/payment-provider-port';
import { PortError } from '../../application/ports/port-error';

interface Session {
  readonly id: string;
  readonly pspReference: string;
  resultCode: PaymentResultCode;
}

/** The card payment provider in memory: a test settles a session as the hosted page would (pay, refuse, cancel). */
@injectable()
export class InMemoryPaymentProvider implements PaymentProviderPort {
  private readonly sessions = new Map<string, Session>();
  private sequence = 0;
  private down = false;

  /** Every later call fails as when the provider cannot be reached. */
  goDown(): void {
    this.down = true;
  }

  initiate(payment: PaymentStart): Promise<StartedPayment> {
    if (this.down) return Promise.reject(new PortError('unavailable', 'The payment provider cannot be reached'));
    if (payment.amount.amount <= 0) return Promise.reject(new PortError('rejected', 'An orderNumber or an amount is required'));
    this.sequence += 1;
    const session: Session = { id: `session${this.sequence}`, pspReference: `PSP${this.sequence}`, resultCode: 'Pending' };
    this.sessions.set(session.id, session);
    return Promise.resolve({ sessionId: session.id, pspReference: session.pspReference, redirectUrl: `https://payment.test/hosted/${session.id}` });
  }

  /** What the hosted page does when the shopper pays, is refused or cancels; answers the redirectResult of the return. */
  settle(sessionId: string, resultCode: PaymentResultCode): string {
    const session = this.sessions.get(sessionId);
    if (session === undefined) throw new RangeError(`Unknown session ${sessionId}`);
    session.resultCode = resultCode;
    return redirectResultOf(sessionId);
  }

  details(redirectResult: string): Promise<PaymentOutcome> {
    if (this.down) return Promise.reject(new PortError('unavailable', 'The payment provider cannot be reached'));
    const session = [...this.sessions.values()].find((s) => redirectResultOf(s.id) === redirectResult);
    if (session === undefined) return Promise.reject(new PortError('rejected', 'Invalid payload provided: details.redirectResult'));
    return Promise.resolve({ resultCode: session.resultCode, pspReference: session.pspReference });
  }
}

const redirectResultOf = (sessionId: string): string => `result:${sessionId}`;
