import { HttpResponse } from 'msw';
import type { MockConfig } from '../../context';
import type { FaultErrorResponse } from '../../faults/with-faults';
import { vsfError } from './envelope';

/** The reason phrase of an injected error status. */
export function faultMessage(status: 500 | 503): string {
  return status === 503 ? 'Service Unavailable' : 'Internal Server Error';
}

/**
 * The body of an injected 500/503 in the error shape of the service the path belongs to, so a client's error
 * parsing is exercised the way the real service would exercise it:
 * - Storyblok CDN (`storyblokBase`): a JSON array of messages, as its other errors (`["Internal Server Error"]`);
 * - Elevate (`elevateBase`): `{ status, message }`, as its 400/404 answers;
 * - geocoding (`geocodingBase`): the Google-like `{ results: [], status: "UNKNOWN_ERROR", error_message }`;
 * - images (`imagesBase`): `text/plain`, as its 404;
 * - the hosted payment page (`hostedPaymentBase/hosted/…`): a small `text/html` page;
 * - everything else (VSF API and its extensions, the payment API, store locator, cms): the VSF envelope `{code,result}`.
 */
export function faultErrorResponse(config: MockConfig): FaultErrorResponse {
  const under = (pathname: string, base: string) => base !== '' && (pathname.includes(`${base}/`) || pathname.endsWith(base));
  return (request, status) => {
    const { pathname } = new URL(request.url);
    const message = faultMessage(status);
    if (under(pathname, config.storyblokBase)) return HttpResponse.json([message], { status });
    if (under(pathname, config.elevateBase)) return HttpResponse.json({ status, message }, { status });
    if (under(pathname, config.geocodingBase)) return HttpResponse.json({ results: [], status: 'UNKNOWN_ERROR', error_message: message }, { status });
    if (under(pathname, config.imagesBase)) return new HttpResponse(message, { status, headers: { 'Content-Type': 'text/plain' } });
    if (under(pathname, `${config.hostedPaymentBase}/hosted`)) {
      return new HttpResponse(`<!doctype html><title>Payment</title><p>${message}</p>`, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }
    return vsfError(status, message);
  };
}
