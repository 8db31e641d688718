/**
 * Signed tokens, all HS256 with keys derived from the secret key:
 * the browser's session cookie, and the API's access and refresh JWTs
 * (flask-jwt-extended's claims: sub, type, fresh, jti). Each also carries the user's token
 * version (`ver`): a token whose version is below the user's current one is void
 * (services/auth.ts checks it, and a signed-out session's jti, on every request).
 */
import { createHmac, randomUUID, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';

export type TokenType = 'access' | 'refresh' | 'session';

export interface TokenClaims {
  userId: number;
  type: TokenType;
  /** The user's token version when the token was issued (0 for tokens from before it). */
  version: number;
  /** Session tokens carry the CSRF secret of that session. */
  csrf?: string;
}

/** A verified token's claims with its id and expiry (epoch milliseconds). */
export interface VerifiedClaims extends TokenClaims {
  jti: string;
  expiresAt: number;
}

/** How long a verified token's claims are kept (never past the token's own expiry). */
const VERIFIED_TTL_MS = 60_000;
const VERIFIED_MAX = 10_000;

export class TokenSigner {
  private readonly key: Uint8Array;
  /** Tokens verified lately: their claims and until when they may be reused. */
  private readonly verified = new Map<string, { claims: VerifiedClaims; until: number }>();

  constructor(secretKey: string, purpose = 'tessera-tokens') {
    this.key = createHmac('sha256', secretKey).update(purpose).digest();
  }

  async sign(claims: TokenClaims, ttlSeconds: number): Promise<string> {
    return new SignJWT({
      type: claims.type,
      fresh: claims.type === 'access',
      ver: claims.version,
      ...(claims.csrf && { csrf: claims.csrf }),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setJti(randomUUID())
      .setIssuedAt()
      .setNotBefore('0s')
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.key);
  }

  /**
   * The claims of a token signed here, of the expected type and not expired, else null.
   * Whether it was revoked since is for the caller to check (services/auth.ts).
   */
  async verify(token: string, expected: TokenType): Promise<VerifiedClaims | null> {
    const hit = this.verified.get(token);
    if (hit && Date.now() < hit.until) return hit.claims.type === expected ? hit.claims : null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (payload.type !== expected || !Number.isInteger(userId)) return null;
      const version = payload.ver ?? 0;
      if (typeof version !== 'number' || !Number.isInteger(version)) return null;
      const expires = typeof payload.exp === 'number' ? payload.exp * 1000 : Infinity;
      const claims: VerifiedClaims = {
        userId,
        type: expected,
        version,
        csrf: typeof payload.csrf === 'string' ? payload.csrf : undefined,
        jti: typeof payload.jti === 'string' ? payload.jti : '',
        expiresAt: expires,
      };
      if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
      this.verified.set(token, { claims, until: Math.min(expires, Date.now() + VERIFIED_TTL_MS) });
      return claims;
    } catch (e) {
      if (e instanceof errors.JOSEError) return null;
      throw e;
    }
  }
}

export function newCsrfSecret(): string {
  return randomBytes(24).toString('base64url');
}
