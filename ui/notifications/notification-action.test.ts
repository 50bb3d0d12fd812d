import { describe, expect, it } from 'vitest';
import { actionEffect } from './notification-action';

describe('notification buttons', () => {
  it("'proceed-to-checkout' and 'go-home' go to the store view's checkout and home", () => {
    expect(actionEffect('proceed-to-checkout', 'nl')).toEqual({ kind: 'navigate', to: '/checkout' });
    expect(actionEffect('proceed-to-checkout', 'de')).toEqual({ kind: 'navigate', to: '/de/checkout' });
    expect(actionEffect('go-home', 'en')).toEqual({ kind: 'navigate', to: '/en/' });
    expect(actionEffect('go-home', 'nl')).toEqual({ kind: 'navigate', to: '/' });
  });

  it("'log-in' opens the authentication modal and 'close' only dismisses", () => {
    expect(actionEffect('log-in', 'nl')).toEqual({ kind: 'open-authentication' });
    expect(actionEffect('close', 'nl')).toEqual({ kind: 'close' });
  });
});
