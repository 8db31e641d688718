import { describe, expect, it } from 'vitest';
import { SecretBox } from './encryption.js';

describe('SecretBox', () => {
  const box = new SecretBox('a-secret-key-that-is-long-enough-for-tessera');

  it('round-trips and never stores the plain text', () => {
    const stored = box.encrypt('p@ss:word');
    expect(stored).not.toContain('p@ss');
    expect(box.decrypt(stored)).toBe('p@ss:word');
    expect(box.encrypt('p@ss:word')).not.toBe(stored); // fresh IV each time
  });

  it('refuses values made with another key or tampered with', () => {
    const other = new SecretBox('another-secret-key-that-is-long-enough');
    expect(() => other.decrypt(box.encrypt('x'))).toThrow(/TESSERA_SECRET_KEY/);
    const parts = box.encrypt('hello').split(':');
    parts[3] = Buffer.from('jello').toString('base64url');
    expect(() => box.decrypt(parts.join(':'))).toThrow();
    expect(() => box.decrypt('plain')).toThrow(/Not an encrypted value/);
  });
});
