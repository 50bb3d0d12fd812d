import { inject, injectable } from 'inversify';
import { ConnectivityPort } from '../ports/connectivity-port';
import { type AuthState, AuthSession } from './auth-session';
import { RevokeEndedSession } from './revoke-ended-session';
import { TokenSession } from './token-session';

/**
 * Start of the app (cart spec §4 "Start restores user and token"): the device gives back the customer, and, since the
 * access token lives in memory only, a refresh gives back the token (docs/sessions.md). Offline the session waits
 * for the connection; a refused refresh ends it. A logout still owed to the server is sent.
 */
@injectable()
export class ResumeSession {
  constructor(
    @inject(AuthSession) private readonly auth: AuthSession,
    @inject(TokenSession) private readonly tokens: TokenSession,
    @inject(RevokeEndedSession) private readonly revokeEnded: RevokeEndedSession,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
  ) {}

  async execute(): Promise<AuthState> {
    await this.auth.load();
    if (!this.connectivity.isOnline()) return this.auth.current;
    await this.revokeEnded.execute();
    if (this.auth.signedIn && this.auth.token === undefined) await this.tokens.refresh();
    return this.auth.current;
  }
}
