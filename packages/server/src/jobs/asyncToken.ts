/**
 * The `async-token` cookie of async queries (superset-api.md §5): an HS256 JWT
 * `{channel, sub, exp}` signed with a key derived from the secret key. Its channel scopes
 * the events a browser may read; a cookie of another user is replaced.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

export const ASYNC_TOKEN_COOKIE = 'async-token';

export interface AsyncChannel {
  channel: string;
  userId: number | null;
}

export class AsyncTokens {
  private readonly key: Uint8Array;

  constructor(
    secretKey: string,
    readonly lifetimeSeconds: number,
  ) {
    this.key = createHmac('sha256', secretKey).update('tessera-async-queries').digest();
  }

  newChannel(userId: number | null): AsyncChannel {
    return { channel: randomUUID(), userId };
  }

  async sign(channel: AsyncChannel): Promise<string> {
    const token = new SignJWT({ channel: channel.channel })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.lifetimeSeconds);
    if (channel.userId !== null) token.setSubject(String(channel.userId));
    return token.sign(this.key);
  }

  /** The channel of a valid token, else null. */
  async verify(token: string | undefined): Promise<AsyncChannel | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.channel !== 'string' || !payload.channel) return null;
      const userId = payload.sub === undefined ? null : Number(payload.sub);
      if (userId !== null && !Number.isInteger(userId)) return null;
      return { channel: payload.channel, userId };
    } catch (e) {
      if (e instanceof errors.JOSEError) return null;
      throw e;
    }
  }
}
