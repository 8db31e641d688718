/**
 * Sign-in by username and password; issues session cookies and API tokens, and decides on
 * every request whether the token it carries still stands: its user active, its token version
 * the user's current one (a new password or a deactivation raises it), and, for a session,
 * not signed out. This process sees a revocation at once; other processes sharing the
 * metadata store within PRINCIPAL_TTL_MS / REVOCATION_TTL_MS (5 s).
 */
import { findUserByUsername, recordLogin } from '../meta/users.js';
import { prepareSignInChecks, verifyPassword } from '../security/passwords.js';
import { LoginThrottle } from '../security/loginThrottle.js';
import { TokenSigner, newCsrfSecret, type VerifiedClaims } from '../security/tokens.js';
import type { Principal } from '../security/principal.js';
import { TooManyRequestsError, UnauthorizedError } from '../errors.js';
import type { ServiceContext } from './context.js';
import type { PrincipalService } from './principals.js';
import { SessionRevocations } from './sessionRevocations.js';

const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

/** Who signed in, with the token version their tokens carry. */
export interface SignedInUser {
  id: number;
  tokenVersion: number;
}

export class AuthService {
  readonly signer: TokenSigner;
  private readonly throttle: LoginThrottle;
  private readonly revocations: SessionRevocations;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly principals: PrincipalService,
  ) {
    this.signer = new TokenSigner(ctx.config.secretKey);
    this.throttle = new LoginThrottle(
      ctx.config.login.maxFailures,
      ctx.config.login.failureWindowSeconds * 1000,
    );
    this.revocations = new SessionRevocations(ctx);
    prepareSignInChecks();
  }

  get sessionTtlSeconds(): number {
    return this.ctx.config.sessionHours * 3600;
  }

  /**
   * Checks the credentials. A wrong username or password gives one generic 401, after the
   * same password hashing work either way; a client past its failure limit gets 429 before
   * the password is even looked at.
   */
  async authenticate(username: string, password: string, client: string): Promise<SignedInUser> {
    if (this.throttle.isBlocked(client)) {
      throw new TooManyRequestsError('Too many failed sign-in attempts. Please try again later.');
    }
    const db = this.ctx.store.db;
    const user = await findUserByUsername(db, username);
    // the hash is checked first, for unknown and inactive users too (verifyPassword)
    const matches = await verifyPassword(user?.password ?? null, password);
    if (!user || user.active !== 1 || !matches) {
      this.throttle.recordFailure(client);
      if (user) await recordLogin(db, user.id, false);
      this.ctx.logger.info({ username, client }, 'failed sign-in');
      throw new UnauthorizedError('Invalid login. Please try again.');
    }
    await recordLogin(db, user.id, true);
    return { id: user.id, tokenVersion: user.token_version };
  }

  async issueApiTokens(user: SignedInUser, withRefresh: boolean) {
    const claims = { userId: user.id, version: user.tokenVersion };
    const access_token = await this.signer.sign(
      { ...claims, type: 'access' },
      this.ctx.config.accessTokenMinutes * 60,
    );
    if (!withRefresh) return { access_token };
    const refresh_token = await this.signer.sign(
      { ...claims, type: 'refresh' },
      REFRESH_TTL_SECONDS,
    );
    return { access_token, refresh_token };
  }

  async refresh(refreshToken: string) {
    const claims = await this.signer.verify(refreshToken, 'refresh');
    const principal = claims && (await this.standing(claims));
    if (!principal) throw new UnauthorizedError('Not authorized');
    return this.issueApiTokens({ id: principal.id, tokenVersion: principal.tokenVersion }, false);
  }

  /** A new session; `csrf` keeps the CSRF secret of the session it replaces. */
  async issueSession(user: SignedInUser, csrf = newCsrfSecret()) {
    const token = await this.signer.sign(
      { userId: user.id, version: user.tokenVersion, type: 'session', csrf },
      this.sessionTtlSeconds,
    );
    return { token, csrf };
  }

  /**
   * A new session for a user whose tokens were just revoked by their own change (a new
   * password), keeping the CSRF secret of the session it replaces; null for an inactive user.
   */
  async renewSession(userId: number, csrf: string | undefined) {
    const principal = await this.principals.load(userId);
    if (!principal) return null;
    return this.issueSession({ id: principal.id, tokenVersion: principal.tokenVersion }, csrf);
  }

  /**
   * The principal behind an access token or a session cookie, with the token's claims; null
   * when the token is forged, expired, of another type, or revoked.
   */
  async principalOf(
    token: string,
    type: 'access' | 'session',
  ): Promise<{ principal: Principal; claims: VerifiedClaims } | null> {
    const claims = await this.signer.verify(token, type);
    const principal = claims && (await this.standing(claims));
    return principal ? { principal, claims: claims! } : null;
  }

  /** Ends this session (a no-op for a token that is no live session of ours). */
  async signOut(sessionToken: string): Promise<void> {
    const claims = await this.signer.verify(sessionToken, 'session');
    if (claims && (await this.standing(claims))) await this.revocations.revoke(claims);
  }

  /** The token's active user when the token still stands. */
  private async standing(claims: VerifiedClaims): Promise<Principal | null> {
    const [principal, revoked] = await Promise.all([
      this.principals.load(claims.userId),
      claims.type === 'session' ? this.revocations.isRevoked(claims) : false,
    ]);
    if (!principal || revoked || principal.tokenVersion !== claims.version) return null;
    return principal;
  }
}
