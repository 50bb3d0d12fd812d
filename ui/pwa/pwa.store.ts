import { makeAutoObservable } from 'mobx';

/**
 * The installable app's state as the screens see it: whether a new release waits for the shopper's consent. The
 * service worker registration (start-pwa.ts) sets `offer`; UpdatePrompt shows it.
 */
export class PwaStore {
  /** A new release is installed and waits. */
  updateWaiting = false;
  /** The shopper closed the prompt: it stays away until the next release (the update still comes on a navigation). */
  dismissed = false;
  private apply: () => void = () => undefined;

  constructor() {
    makeAutoObservable<PwaStore, 'apply'>(this, { apply: false });
  }

  get promptVisible(): boolean {
    return this.updateWaiting && !this.dismissed;
  }

  /** A release waits; `apply` activates it and loads the page afresh. */
  offer(apply: () => void): void {
    this.apply = apply;
    this.updateWaiting = true;
    this.dismissed = false;
  }

  accept(): void {
    this.dismissed = true;
    this.apply();
  }

  dismiss(): void {
    this.dismissed = true;
  }
}

/**
 * The tab's one instance: the service worker registration belongs to the tab, not to a shopper or a request, and
 * the prompt renders in the browser only (ClientOverlays), so the server never reads it.
 */
export const pwaState = new PwaStore();
