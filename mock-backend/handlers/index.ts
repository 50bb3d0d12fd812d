import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';
import { withFaults } from '../faults/with-faults';
import { withThrottle } from '../throttle/with-throttle';
import { adminHandlers } from './admin';
import { catalogHandlers } from './vsf/catalog';
import { commerceHandlers } from './commerce';
import { elevateHandlers } from './elevate/elevate';
import { faultErrorResponse } from './shared/fault-errors';
import { imageHandlers } from './images';
import { productHandlers } from './vsf/product';
import { storeLocatorHandlers } from './store-locator';
import { storyblokHandlers } from './storyblok/storyblok';
import { urlHandlers } from './vsf/url';

/** Every handler of the mock backend: control endpoints first, then the throttle, then the services behind the fault gate. */
export function createHandlers(ctx: MockContext): HttpHandler[] {
  const services: HttpHandler[] = [
    ...commerceHandlers(ctx),
    ...catalogHandlers(ctx),
    ...urlHandlers(ctx),
    ...productHandlers(ctx),
    ...storyblokHandlers(ctx),
    ...elevateHandlers(ctx),
    ...storeLocatorHandlers(ctx),
    ...imageHandlers(ctx),
  ];
  return [...adminHandlers(ctx), ...withThrottle(ctx, withFaults(ctx.faults, services, faultErrorResponse(ctx.config)))];
}
