/** Sign-in by username and password; issues session cookies and API tokens. */
import { findUserByUsername, recordLogin } from '../meta/users.js';
import { verifyPassword } from '../security/passwords.js';
import { LoginThrottle } from '../security/loginThrottle.js';
import { TokenSigner, newCsrfSecret, type TokenClaims } from '../security/tokens.js';
import { TooManyRequestsError, UnauthorizedError } from '../errors.js';
import type { ServiceContext } from './context.js';

const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

export class AuthService {
  readonly signer: TokenSigner;
  private readonly throttle: LoginThrottle;

  constructor(private readonly ctx: ServiceContext) {
    this.signer = new TokenSigner(ctx.config.secretKey);
    this.throttle = new LoginThrottle(
      ctx.config.login.maxFailures,
      ctx.config.login.failureWindowSeconds * 1000,
    );
  }

  get sessionTtlSeconds(): number {
    return this.ctx.config.sessionHours * 3600;
  }

  /**
   * Checks the credentials. A wrong username or password gives one generic 401; a client
   * past its failure limit gets 429 before the password is even looked at.
   */
  async authenticate(username: string, password: string, client: string): Promise<number> {
    if (this.throttle.isBlocked(client)) {
      throw new TooManyRequestsError('Too many failed sign-in attempts. Please try again later.');
    }
    const db = this.ctx.store.db;
    const user = await findUserByUsername(db, username);
    const ok =
      user !== undefined && user.active === 1 && (await verifyPassword(user.password, password));
    if (!ok) {
      this.throttle.recordFailure(client);
      if (user) await recordLogin(db, user.id, false);
      this.ctx.logger.info({ username, client }, 'failed sign-in');
      throw new UnauthorizedError('Invalid login. Please try again.');
    }
    await recordLogin(db, user.id, true);
    return user.id;
  }

  async issueApiTokens(userId: number, withRefresh: boolean) {
    const access_token = await this.signer.sign(
      { userId, type: 'access' },
      this.ctx.config.accessTokenMinutes * 60,
    );
    if (!withRefresh) return { access_token };
    const refresh_token = await this.signer.sign({ userId, type: 'refresh' }, REFRESH_TTL_SECONDS);
    return { access_token, refresh_token };
  }

  async refresh(refreshToken: string) {
    const claims = await this.signer.verify(refreshToken, 'refresh');
    if (!claims) throw new UnauthorizedError('Not authorized');
    return this.issueApiTokens(claims.userId, false);
  }

  async issueSession(userId: number): Promise<{ token: string; csrf: string }> {
    const csrf = newCsrfSecret();
    const token = await this.signer.sign({ userId, type: 'session', csrf }, this.sessionTtlSeconds);
    return { token, csrf };
  }

  verify(token: string, type: 'access' | 'session'): Promise<TokenClaims | null> {
    return this.signer.verify(token, type);
  }
}
