// Every spec imports `test` and `expect` from here: the same as @playwright/test's, plus a guard that fails any test
// whose page reports a Content-Security-Policy violation, so the server's policy (server/http/security-headers.ts)
// cannot silently break a part of the shop.
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/** The token of the mock's control endpoints on the e2e server (scripts/e2e-server.mjs). */
export const mockControlToken = process.env.STOREFRONT_MOCK_CONTROL_TOKEN ?? 'e2e-mock-control-token';

const violation = /Content[- ]Security[- ]Policy|Refused to (load|execute|apply|connect|frame|evaluate|create)|^CSP violation/i;

/**
 * The cookie choice every spec starts with: stored as rejected, so the banner does not cover what
 * a test clicks. A spec about the banner itself opts out with `test.use({ consentChoice: 'undecided' })`.
 */
export type ConsentChoiceOption = 'rejected' | 'undecided';

export const test = base.extend<{ cspGuard: undefined; consentChoice: ConsentChoiceOption; consentSeed: undefined }>({
  consentChoice: ['rejected', { option: true }],
  consentSeed: [
    async ({ page, consentChoice }, use) => {
      if (consentChoice === 'rejected') {
        await page.addInitScript(() => {
          if (window.localStorage.getItem('cookie-consent') === null) {
            window.localStorage.setItem('cookie-consent', JSON.stringify({ version: 1, analytics: false, ads: false, decidedAt: 'e2e' }));
          }
        });
      }
      await use(undefined);
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (violation.test(message.text())) violations.push(message.text());
      });
      // Init scripts come from the browser's DevTools, not the page, so the policy does not apply to this one.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile || 'the page'}`);
        });
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
