import { injectable } from 'inversify';
import type { CartAddressInformation, CartItemUpdate, CartMethods, CartPort, CartRef, CartTotals } from '../../application/ports/cart-port';
import { PortError, type PortErrorKind } from '../../application/ports/port-error';
import type { Id, ServerCartItem } from '../../domain/cart/types';
import type { PaymentMethod, ShippingAddressQuery, ShippingMethod } from '../../domain/checkout/types';
import { money } from '../../domain/shared/money';

interface MemoryCart {
  readonly id: Id;
  readonly customer?: string;
  items: ServerCartItem[];
  coupon?: string;
  active: boolean;
}

export interface InMemoryCartSeed {
  /** Customer tokens the server accepts, with the customer they belong to. */
  readonly tokens?: Readonly<Record<string, string>>;
  /** Asked for tokens not in `tokens` (e.g. the in-memory customer's `me`): the customer, or undefined for a bad token. */
  readonly authorize?: (token: string) => Promise<string | undefined>;
  /** Unit prices in cents by sku (default 1995). */
  readonly prices?: Readonly<Record<string, number>>;
  /** Most a cart may hold of a sku; above it the Dutch 'not available' text is answered. */
  readonly available?: Readonly<Record<string, number>>;
  readonly coupons?: readonly string[];
  readonly paymentMethods?: readonly PaymentMethod[];
  readonly shippingMethods?: readonly ShippingMethod[];
}

const NOT_AVAILABLE = 'De gevraagde hoeveelheid is niet beschikbaar';
const INVALID_COUPON = "The coupon code isn't valid. Verify the code and try again.";

/**
 * A faithful server cart in memory (guest carts by masked id, one customer cart per token, login merge, stock
 * limits, coupons). `unreachable` simulates an outage; `failWith` makes every call throw that PortError kind, as the HTTP adapter does.
 */
@injectable()
export class InMemoryCart implements CartPort {
  failWith: PortErrorKind | undefined;
  /** No answer at all (an outage): PortError('unavailable') without a status. */
  unreachable = false;
  readonly tokens = new Map<string, string>();
  private readonly carts = new Map<string, MemoryCart>();
  private seq = 0;

  constructor(private readonly seed: InMemoryCartSeed = {}) {
    for (const [token, customer] of Object.entries(seed.tokens ?? {})) this.tokens.set(token, customer);
  }

  /** The lines of a cart as the server holds them (for assertions). */
  itemsOf(cartId: Id): readonly ServerCartItem[] {
    return this.carts.get(String(cartId))?.items ?? [];
  }

  /** The active cart of a customer, if any. */
  customerCart(customer: string): Id | undefined {
    return [...this.carts.values()].find((c) => c.active && c.customer === customer)?.id;
  }

  async create(token?: string, options: { readonly mergeGuestCartId?: Id } = {}): Promise<Id> {
    this.gate();
    if (token === undefined || token === '') return this.newCart().id;
    const customer = await this.customerOf(token);
    const cart = [...this.carts.values()].find((c) => c.active && c.customer === customer) ?? this.newCart(customer);
    const guest = options.mergeGuestCartId === undefined ? undefined : this.carts.get(String(options.mergeGuestCartId));
    if (guest !== undefined && guest.active && guest.customer === undefined) {
      for (const line of guest.items) {
        const same = cart.items.find((i) => i.sku === line.sku);
        if (same !== undefined) cart.items = cart.items.map((i) => (i === same ? { ...i, qty: i.qty + line.qty } : i));
        else cart.items.push({ ...line, item_id: ++this.seq, quote_id: cart.id });
      }
      guest.active = false;
    }
    return cart.id;
  }

  async pull(ref: CartRef): Promise<readonly ServerCartItem[]> {
    return [...(await this.cart(ref)).items];
  }

  async update(ref: CartRef, item: CartItemUpdate): Promise<ServerCartItem> {
    const cart = await this.cart(ref);
    if (item.qty <= 0) throw new PortError('rejected', 'The quantity must be greater than 0.', { status: 400 });
    const existing = item.itemId === undefined ? cart.items.find((i) => i.sku === item.sku) : cart.items.find((i) => String(i.item_id) === String(item.itemId));
    if (item.itemId !== undefined && existing === undefined)
      throw new PortError('not-found', `The ${String(cart.id)} Cart doesn't contain the ${String(item.itemId)} item.`, { status: 404 });
    const qty = item.itemId === undefined ? item.qty + (existing?.qty ?? 0) : item.qty;
    const limit = this.seed.available?.[item.sku];
    if (limit !== undefined && qty > limit) throw new PortError('rejected', NOT_AVAILABLE, { status: 400 });
    if (existing !== undefined) {
      const updated = { ...existing, qty };
      cart.items = cart.items.map((i) => (i === existing ? updated : i));
      return updated;
    }
    const line: ServerCartItem = {
      item_id: ++this.seq,
      quote_id: cart.id,
      sku: item.sku,
      qty,
      product_type: 'simple',
      ...(item.productOption === undefined ? {} : { product_option: item.productOption }),
    };
    cart.items.push(line);
    return line;
  }

  async delete(ref: CartRef, item: { readonly sku: string; readonly itemId: Id }): Promise<void> {
    const cart = await this.cart(ref);
    const before = cart.items.length;
    cart.items = cart.items.filter((i) => String(i.item_id) !== String(item.itemId));
    if (cart.items.length === before)
      throw new PortError('not-found', `The ${String(cart.id)} Cart doesn't contain the ${String(item.itemId)} item.`, { status: 404 });
  }

  async totals(ref: CartRef): Promise<CartTotals> {
    return this.totalsOf(await this.cart(ref));
  }

  async paymentMethods(ref: CartRef): Promise<readonly PaymentMethod[]> {
    await this.cart(ref);
    return this.seed.paymentMethods ?? [];
  }

  async shippingMethods(ref: CartRef, _address: ShippingAddressQuery): Promise<readonly ShippingMethod[]> {
    await this.cart(ref);
    return this.seed.shippingMethods ?? [];
  }

  async shippingInformation(
    ref: CartRef,
    _info: CartAddressInformation,
  ): Promise<{ readonly totals: CartTotals; readonly paymentMethods: readonly PaymentMethod[] }> {
    const cart = await this.cart(ref);
    return { totals: this.totalsOf(cart), paymentMethods: this.seed.paymentMethods ?? [] };
  }

  async collectTotals(ref: CartRef, _methods: CartMethods): Promise<CartTotals> {
    return this.totalsOf(await this.cart(ref));
  }

  async applyCoupon(ref: CartRef, code: string): Promise<void> {
    const cart = await this.cart(ref);
    if (!(this.seed.coupons ?? []).includes(code)) throw new PortError('not-found', INVALID_COUPON, { status: 404 });
    cart.coupon = code;
  }

  async deleteCoupon(ref: CartRef): Promise<void> {
    delete (await this.cart(ref)).coupon;
  }

  private newCart(customer?: string): MemoryCart {
    const id: Id = customer === undefined ? `guest${String(++this.seq).padStart(27, '0')}` : ++this.seq;
    const cart: MemoryCart = { id, items: [], active: true, ...(customer === undefined ? {} : { customer }) };
    this.carts.set(String(id), cart);
    return cart;
  }

  private async customerOf(token: string): Promise<string> {
    const customer = this.tokens.get(token) ?? (await this.seed.authorize?.(token));
    if (customer === undefined) throw new PortError('not-authorized', "The consumer isn't authorized to access %resources.", { status: 401 });
    return customer;
  }

  /** Numeric id with a token is the customer's active cart; anything else a guest cart (wire-reference §1). */
  private async cart(ref: CartRef): Promise<MemoryCart> {
    this.gate();
    if (typeof ref.cartId === 'number' || /^\d+$/.test(ref.cartId)) {
      if (ref.token !== undefined && ref.token !== '') {
        const customer = await this.customerOf(ref.token);
        const own = [...this.carts.values()].find((c) => c.active && c.customer === customer);
        if (own !== undefined) return own;
      }
    }
    const cart = this.carts.get(String(ref.cartId));
    if (cart === undefined || !cart.active || cart.customer !== undefined)
      throw new PortError('not-found', `No such entity with cartId = ${String(ref.cartId)}`, { status: 404 });
    return cart;
  }

  private gate(): void {
    if (this.unreachable) throw new PortError('unavailable', 'Cannot reach the in-memory cart');
    if (this.failWith !== undefined)
      throw new PortError(this.failWith, `In-memory cart fails with ${this.failWith}`, { status: this.failWith === 'unavailable' ? 503 : 400 });
  }

  private totalsOf(cart: MemoryCart): CartTotals {
    const rows = cart.items.map((i) => ({ item: i, price: this.seed.prices?.[i.sku] ?? 1995 }));
    const subtotal = rows.reduce((sum, r) => sum + r.price * r.item.qty, 0);
    const discount = cart.coupon === undefined ? 0 : -Math.round(subtotal / 10);
    const grand = subtotal + discount;
    return {
      grandTotal: money(grand),
      subtotalInclTax: money(subtotal),
      discountAmount: money(discount),
      shippingInclTax: money(0),
      ...(cart.coupon === undefined ? {} : { couponCode: cart.coupon }),
      segments: [
        { code: 'subtotal_incl_tax', title: 'Subtotal', value: money(subtotal) },
        ...(discount === 0 ? [] : [{ code: 'discount', title: 'Discount', value: money(discount) }]),
        { code: 'grand_total', title: 'Grand Total', value: money(grand) },
      ],
      items: rows.map((r) => ({
        item_id: r.item.item_id,
        qty: r.item.qty,
        price_incl_tax: money(r.price),
        row_total_incl_tax: money(r.price * r.item.qty),
        name: r.item.sku,
      })),
    };
  }
}
