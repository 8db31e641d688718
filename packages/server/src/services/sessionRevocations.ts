/**
 * Sessions ended by signing out (`revoked_token`), checked on every request that carries a
 * session cookie. A session this process ended is refused at once; one ended by another
 * process sharing the metadata store is refused within REVOCATION_TTL_MS, the time a "still
 * live" answer is kept here (a "revoked" answer is kept until the session would expire).
 */
import { isTokenRevoked, revokeToken } from '../meta/revokedTokens.js';
import type { VerifiedClaims } from '../security/tokens.js';
import type { ServiceContext } from './context.js';

export const REVOCATION_TTL_MS = 5000;
const MAX_ENTRIES = 100_000;

export class SessionRevocations {
  /** Sessions known to be revoked: jti -> when they expire. */
  private readonly revoked = new Map<string, number>();
  /** Sessions found live: jti -> when that was read. */
  private readonly live = new Map<string, number>();

  constructor(private readonly ctx: ServiceContext) {}

  async isRevoked(claims: VerifiedClaims): Promise<boolean> {
    const now = Date.now();
    if (this.revoked.has(claims.jti)) return true;
    const readAt = this.live.get(claims.jti);
    if (readAt !== undefined && now - readAt < REVOCATION_TTL_MS) return false;
    const revoked = await isTokenRevoked(this.ctx.store.db, claims.jti);
    if (revoked) this.remember(this.revoked, claims.jti, claims.expiresAt, now);
    else this.remember(this.live, claims.jti, now, now);
    return revoked;
  }

  /** Ends this session here at once, and for every process through the metadata store. */
  async revoke(claims: VerifiedClaims): Promise<void> {
    this.live.delete(claims.jti);
    this.remember(this.revoked, claims.jti, claims.expiresAt, Date.now());
    await revokeToken(this.ctx.store.db, {
      jti: claims.jti,
      userId: claims.userId,
      expiresOn: new Date(
        Number.isFinite(claims.expiresAt) ? claims.expiresAt : Date.now(),
      ).toISOString(),
    });
  }

  private remember(map: Map<string, number>, jti: string, value: number, now: number): void {
    if (map.size >= MAX_ENTRIES) {
      for (const [key, v] of map) {
        if (map === this.revoked ? v <= now : now - v >= REVOCATION_TTL_MS) map.delete(key);
      }
      // still full of current entries: the oldest go (a revoked one is read again from the store)
      if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
    }
    map.set(jti, value);
  }
}
