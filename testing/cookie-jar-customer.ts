import { InMemoryCustomer } from '../adapters/memory/in-memory-customer';
import type { CustomerTokens, SessionToRevoke } from '../application/ports/customer-port';

/**
 * The customer server as the browser sees it behind the storefront server's session routes: the refresh token stays
 * in the "cookie jar" (the server side of the test), the app gets access tokens only (docs/sessions.md).
 */
export class CookieJarCustomer extends InMemoryCustomer {
  /** The HttpOnly cookie: what the storefront server would hold for this browser. */
  jar: string | undefined;

  override async login(email: string, password: string): Promise<CustomerTokens> {
    const { refreshToken, ...tokens } = await super.login(email, password);
    if (this.jar !== undefined) await super.revoke({ refreshToken: this.jar });
    this.jar = refreshToken;
    return tokens;
  }

  override async refresh(): Promise<CustomerTokens> {
    const { refreshToken, ...tokens } = await super.refresh(this.jar);
    this.jar = refreshToken;
    return tokens;
  }

  override async revoke(session: SessionToRevoke): Promise<void> {
    await super.revoke({ ...session, ...(this.jar === undefined ? {} : { refreshToken: this.jar }) });
    this.jar = undefined;
  }
}
