/** What ui/main.tsx dispatches on the document just before React takes the page over. */
export const hydratingEvent = 'storefront:hydrating';

/**
 * A tap on a button before the app has taken the page over (its scripts come after the first paint, ui/entry.ts) does
 * nothing by itself: the page is the server's HTML. The last such button is remembered and clicked again once the
 * page has hydrated (its layout carries `data-hydrated`), so the shopper's choice (a size, a colour, the menu) is not
 * lost. Links, form submits and form fields work without the app and are left alone. From the moment React starts
 * hydrating, it replays a tap itself: nothing is remembered after that, so no tap counts twice.
 */
export function replayEarlyTaps(doc: Document): void {
  let pending: HTMLElement | undefined;
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
    if (button === null || !doc.getElementById('root')?.contains(button)) return;
    if (button instanceof HTMLButtonElement && button.type === 'submit' && button.form !== null) return;
    pending = button;
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener(hydratingEvent, () => doc.removeEventListener('click', onClick, true), { once: true });
  const root = doc.getElementById('root');
  if (root === null) return;
  const observer = new MutationObserver(() => {
    if (root.querySelector('[data-hydrated]') === null) return;
    observer.disconnect();
    if (pending?.isConnected === true) pending.click();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
}
