import { injectable } from 'inversify';
import type { OrderAnswer, OrderPort, OrderRequest } from '../../application/ports/order-port';
import { PortError, type PortErrorKind } from '../../application/ports/port-error';

/**
 * Orders in memory: every order it accepted, in order. `failWith` throws that PortError kind (unavailable = the
 * server cannot be reached); `refuseWith` answers a refusal text with code 200, as a bad signature does (wire §1);
 * `loseAnswers` places the order and then drops the answer (the connection broke on the way back). Like the mock
 * backend, it is idempotent on the order id: a resend answers with the order placed before.
 */
@injectable()
export class InMemoryOrder implements OrderPort {
  failWith: PortErrorKind | undefined;
  refuseWith: string | undefined;
  loseAnswers = false;
  readonly placed: OrderRequest[] = [];

  /** `sign` gives the valid signature of a price; a line whose `sgn` differs is refused with code 200 (wire §1). */
  constructor(private readonly sign: (priceInclTax: number) => string = (price) => `sgn-${price}`) {}

  async place(order: OrderRequest): Promise<OrderAnswer> {
    if (this.failWith !== undefined)
      throw new PortError(this.failWith, `In-memory orders fail with ${this.failWith}`, { status: this.failWith === 'unavailable' ? 503 : 400 });
    if (order.products.length === 0 || order.products.some((p) => p.qty < 1 || p.price < 1)) {
      throw new PortError('rejected', 'should NOT have fewer than 1 items', { status: 400 });
    }
    if (this.refuseWith !== undefined) return { kind: 'refused', message: this.refuseWith };
    const forged = order.products.find((p) => p.sgn !== undefined && p.sgn !== this.sign(p.priceInclTax ?? p.price));
    if (forged !== undefined) return { kind: 'refused', message: `Invalid signature validation of ${forged.sku}` };
    const before = this.placed.findIndex((o) => o.orderId === order.orderId);
    if (before === -1) this.placed.push(order);
    const position = before === -1 ? this.placed.length : before + 1;
    if (this.loseAnswers) throw new PortError('unavailable', 'The connection broke before the order answer arrived', { status: 0 });
    const number = String(100000000 + position);
    return {
      kind: 'placed',
      magentoOrderId: String(position),
      orderNumber: number,
      backendOrderId: order.orderId,
      transferedAt: new Date(order.createdAt).toISOString(),
    };
  }
}
