import type { HttpHandler } from 'msw';
import type { MockContext } from '../../context';
import { cartHandlers } from './cart';
import { customerDataHandlers } from './customer-data';
import { directoryHandlers, mailHandlers, reviewHandlers } from './directory';
import { geoHandlers } from './geo';
import { loyaltyHandlers } from './loyalty';
import { orderHandlers } from './order';
import { paymentHandlers } from './payment';
import { sessionEndpointHandlers } from './session-endpoint';
import { stockHandlers } from './stock';
import { userHandlers } from './user';

/** Every commerce-side service: Magento through VSF, the extensions, payment, geo and mail. */
export function commerceHandlers(ctx: MockContext): HttpHandler[] {
  return [
    ...cartHandlers(ctx),
    ...userHandlers(ctx),
    ...sessionEndpointHandlers(ctx),
    ...orderHandlers(ctx),
    ...stockHandlers(ctx),
    ...customerDataHandlers(ctx),
    ...loyaltyHandlers(ctx),
    ...paymentHandlers(ctx),
    ...directoryHandlers(ctx),
    ...reviewHandlers(ctx),
    ...mailHandlers(ctx),
    ...geoHandlers(ctx),
  ];
}
