import { hasBearer } from './secret';

/**
 * Who may use the mounted mock backend's control endpoints (`/__mock/state`, `/reset`, `/faults`, `/clock`): they read
 * and rewrite every customer, cart and token of the mock, so a served shop keeps them closed unless a token is
 * configured (STOREFRONT_MOCK_CONTROL_TOKEN), and then asks for it. `npm start` (development, 127.0.0.1) leaves them open.
 */
export type MockControl = { readonly kind: 'off' } | { readonly kind: 'token'; readonly token: string } | { readonly kind: 'open' };

export const mockControlPrefix = '/__mock/';

/** The status a control request gets instead of the mock's answer, or undefined when it may pass. */
export function mockControlRefusal(control: MockControl, authorization: string | undefined): 401 | 404 | undefined {
  if (control.kind === 'open') return undefined;
  if (control.kind === 'off') return 404;
  return hasBearer(authorization, control.token) ? undefined : 401;
}
