import type { PaymentSession } from '../../state/types';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Forms post with fetch and follow the `{ redirect }` answer, so the page also works when a service worker serves it
 * (navigations bypass MSW's worker; see browser.ts). Without script the forms post natively and get a 303. Served as
 * a file of its own (`hostedFormScriptPath`), not inline: the shop's server puts a CSP without 'unsafe-inline' on
 * everything it answers, the mounted mock's pages included, as a real provider's page would carry its own.
 */
export const HOSTED_FORM_SCRIPT = `document.querySelectorAll('form').forEach(function (form) {
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    // button.formAction falls back to the page URL when the attribute is absent, so read the attribute itself.
    var override = event.submitter ? event.submitter.getAttribute('formaction') : null;
    var action = override || form.getAttribute('action');
    fetch(action, { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(new FormData(form)).toString() })
      .then(function (r) { return r.json(); })
      .then(function (answer) { if (answer.redirect) { window.location.assign(answer.redirect); } else { document.body.insertAdjacentText('beforeend', JSON.stringify(answer)); } });
  });
});
`;

/** Where the hosted pages' script is served, under the provider's hosted base. */
export const hostedFormScriptPath = '/hosted-form.js';

function page(title: string, body: string, scriptUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;padding:2rem 1rem;color:#111}
main{max-width:28rem;margin:auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 1rem}.amount{font-size:1.75rem;font-weight:700;margin:.5rem 0 1.25rem}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}select,input{width:100%;padding:.6rem;font-size:1rem;box-sizing:border-box}
.buttons{display:flex;gap:.5rem;margin-top:1.25rem;flex-wrap:wrap}button{flex:1;padding:.75rem;font-size:1rem;border-radius:.5rem;border:1px solid #999;cursor:pointer}
button.primary{background:#0a7d3b;color:#fff;border-color:#0a7d3b}small{color:#555}
</style><script src="${escape(scriptUrl)}" defer></script></head><body><main>${body}</main></body></html>`;
}

const money = (p: PaymentSession) => new Intl.NumberFormat('nl-NL', { style: 'currency', currency: p.amount.currency }).format(p.amount.value / 100);

export function hostedPage(p: PaymentSession, base: string, scriptUrl: string, cards: Record<string, { number: string; label: string }>): string {
  const options = Object.values(cards)
    .map((c) => `<option value="${escape(c.number)}">${escape(c.number)} (${escape(c.label)})</option>`)
    .join('');
  return page(
    'Mock payment provider',
    `<h1>Mock payment provider</h1>
<p>${p.orderNumber === undefined ? 'Payment' : `Order ${escape(p.orderNumber)}`} <small>(${escape(p.pspReference)})</small></p>
<p class="amount" data-testid="amount">${escape(money(p))}</p>
<form method="post" action="${escape(base)}/pay">
<label for="card">Test card</label><select id="card" name="card">${options}</select>
<div class="buttons">
<button class="primary" type="submit">Pay</button>
<button type="submit" formaction="${escape(base)}/fail">Fail</button>
<button type="submit" formaction="${escape(base)}/cancel">Cancel</button>
</div></form>`,
    scriptUrl,
  );
}

export function challengePage(p: PaymentSession, base: string, scriptUrl: string, password: string): string {
  return page(
    '3-D Secure',
    `<h1>3-D Secure 2 challenge</h1>
<p>Confirm the payment of <strong>${escape(money(p))}</strong> with your bank.</p>
<form method="post" action="${escape(base)}/challenge">
<label for="password">Password</label><input id="password" name="password" autocomplete="off" value="">
<small>Test password: <code>${escape(password)}</code></small>
<div class="buttons">
<button class="primary" type="submit">Authenticate</button>
<button type="submit" formaction="${escape(base)}/fail">Fail</button>
</div></form>`,
    scriptUrl,
  );
}
