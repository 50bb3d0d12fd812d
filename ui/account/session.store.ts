import { makeAutoObservable, runInAction } from 'mobx';
import { type AppEvent } from '../../application/notifications/notification-outlet';
import { type AuthSession } from '../../application/session/auth-session';
import { type Login, type LoginFailure } from '../../application/session/login';
import { type Logout } from '../../application/session/logout';
import { type RefreshProfileNearExpiry } from '../../application/session/refresh-profile-near-expiry';
import { type ResumeSession } from '../../application/session/resume-session';
import { type OrderHistoryEntry, type Profile } from '../../domain/account/types';
import { type Result } from '../../domain/shared/result';

export interface SessionUseCases {
  readonly authSession: Pick<AuthSession, 'current'>;
  /** Reads the device's session and gets an access token for it (the token lives in memory only). */
  readonly resumeSession: Pick<ResumeSession, 'execute'>;
  readonly login: Pick<Login, 'execute'>;
  readonly logout: Pick<Logout, 'execute'>;
  readonly refreshProfileNearExpiry: Pick<RefreshProfileNearExpiry, 'execute'>;
}

export interface AppEvents {
  onEvent(listener: (event: AppEvent) => void): () => void;
}

/**
 * The signed-in customer as the screens see it (cart spec §3 User). The session is restored from this device in the
 * browser only (`restore()` runs from an effect); on the server every request is a guest.
 */
export class SessionStore {
  profile: Profile | undefined = undefined;
  ordersHistory: readonly OrderHistoryEntry[] = [];
  /** True once the stored session was read (or on the server, where there is none to read). */
  restored = false;
  isLoggingIn = false;
  private restoring: Promise<void> | undefined;

  constructor(
    private readonly useCases: SessionUseCases,
    events?: AppEvents,
    /** False on the server: a server request never reads a shopper's session. */
    inBrowser = false,
    /** The session ended for good (token refresh failed): the authentication modal opens (cart spec §4). */
    openSignup: () => void = () => undefined,
  ) {
    makeAutoObservable<SessionStore, 'useCases' | 'restoring'>(this, { useCases: false, restoring: false });
    // Logout, an ended or expired session, and login elsewhere in the app all pass through these events.
    events?.onEvent((event) => {
      if (event.kind === 'logged-out' || event.kind === 'logged-in') this.sync();
      if (event.kind === 'open-signup-modal') openSignup();
    });
    if (inBrowser) this.restore().catch((error: unknown) => console.error('The session could not be restored', error));
  }

  get isLoggedIn(): boolean {
    return this.profile !== undefined;
  }

  /** Reads the session kept on this device and resumes it (browser only). Runs once; later calls wait for it. */
  restore(): Promise<void> {
    this.restoring ??= this.useCases.resumeSession.execute().then(
      () => this.sync(),
      (error: unknown) => {
        // The use cases could not be loaded (a dropped connection): the next call tries again.
        this.restoring = undefined;
        throw error;
      },
    );
    return this.restoring;
  }

  async login(email: string, password: string): Promise<Result<Profile, LoginFailure>> {
    this.isLoggingIn = true;
    try {
      const result = await this.useCases.login.execute(email, password);
      this.sync();
      return result;
    } finally {
      runInAction(() => (this.isLoggingIn = false));
    }
  }

  async logout(options: { readonly silent?: boolean } = {}): Promise<void> {
    await this.useCases.logout.execute(options);
    this.sync();
  }

  /** On navigation: a signed-in session that ends within 900 s reads the profile again (cart spec §4). */
  async refreshNearExpiry(): Promise<void> {
    if (!this.isLoggedIn) return;
    if ((await this.useCases.refreshProfileNearExpiry.execute()) === 'refreshed') this.sync();
  }

  /** Copies the application's auth state into the observable fields. */
  sync(): void {
    const current = this.useCases.authSession.current;
    runInAction(() => {
      // Signed in with or without an access token in memory (one comes with the first call that needs it).
      this.profile = current.profile;
      this.ordersHistory = current.profile === undefined ? [] : current.ordersHistory;
      this.restored = true;
    });
  }
}
