import { makeAutoObservable } from 'mobx';
import { type ConsentStorage, type DataLayerHost, pushConsentUpdate, readConsent, saveConsent } from '../../application/consent/consent-mode';
import { type ConsentChoice, FULL_CONSENT, NO_CONSENT, allowsTagManager } from '../../domain/consent/consent-choice';

/** What the store needs from the browser; absent on the server, where no banner renders. */
export interface ConsentHost {
  readonly storage: ConsentStorage | undefined;
  readonly dataLayer: DataLayerHost;
  /** Loads the tag manager (once) when the choice allows it. */
  readonly loadTagManager: () => void;
  readonly now: () => string;
}

/**
 * The visitor's cookie choice for the banner and the footer's "Cookie settings": undecided shows the
 * banner; a choice is stored, sent to Google's consent mode, and lets the tag manager load when it allows anything.
 */
export class ConsentStore {
  choice: ConsentChoice | undefined;
  /** Reopened from the footer although a choice exists. */
  reopened = false;
  /** The "choose" panel with a switch per purpose is open. */
  choosing = false;

  constructor(private readonly host: () => ConsentHost | undefined) {
    const found = host();
    this.choice = found === undefined ? NO_CONSENT : readConsent(found.storage);
    makeAutoObservable<this, 'host'>(this, { host: false });
  }

  get bannerOpen(): boolean {
    return this.choice === undefined || this.reopened;
  }

  acceptAll(): void {
    this.save(FULL_CONSENT);
  }

  rejectAll(): void {
    this.save(NO_CONSENT);
  }

  save(choice: ConsentChoice): void {
    const host = this.host();
    this.choice = choice;
    this.reopened = false;
    this.choosing = false;
    if (host === undefined) return;
    saveConsent(host.storage, choice, host.now());
    pushConsentUpdate(host.dataLayer, choice);
    if (allowsTagManager(choice)) host.loadTagManager();
  }

  choose(): void {
    this.choosing = true;
  }

  /** Closes a reopened banner without changing the choice (Escape); an undecided visitor must choose. */
  dismiss(): void {
    if (this.choice === undefined) return;
    this.reopened = false;
    this.choosing = false;
  }

  /** The footer's "Cookie settings": the banner again, with the switches showing the current choice. */
  reopen(): void {
    this.reopened = true;
    this.choosing = true;
  }
}
