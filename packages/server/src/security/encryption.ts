/**
 * Encryption at rest for secrets kept in the metadata store (database passwords, encrypted
 * extras): AES-256-GCM with a key derived from the secret key. Values are stored as
 * `v1:<iv>:<tag>:<ciphertext>` in base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'v1';

export class SecretBox {
  private readonly key: Buffer;

  constructor(secretKey: string) {
    this.key = Buffer.from(hkdfSync('sha256', secretKey, 'tessera', 'metadata-encryption', 32));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [
      PREFIX,
      iv.toString('base64url'),
      tag.toString('base64url'),
      data.toString('base64url'),
    ].join(':');
  }

  /** The plain text; throws when the value was not made with this secret key. */
  decrypt(stored: string): string {
    const [prefix, iv, tag, data] = stored.split(':');
    if (prefix !== PREFIX || !iv || !tag || data === undefined)
      throw new Error('Not an encrypted value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    try {
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new Error('The value cannot be decrypted: was TESSERA_SECRET_KEY changed?');
    }
  }
}
