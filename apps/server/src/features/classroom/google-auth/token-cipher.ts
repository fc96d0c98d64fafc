import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Marks a stored value as encrypted by this module (and its format version). */
const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts Google OAuth tokens at rest (issue 11 "stored encrypted at rest"): AES-256-GCM under a key
 * derived with HKDF-SHA256 from GOOGLE_TOKEN_ENCRYPTION_KEY (env.ts), so the configured secret is
 * never itself the AES key. Stored form: `enc:v1:<iv>.<tag>.<ciphertext>`, base64url parts. A random
 * IV per value: the same token twice gives two different strings.
 */
export class TokenCipher {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = Buffer.from(hkdfSync('sha256', secret, 'quizset', 'google-oauth-tokens', 32));
  }

  /** Whether `value` is in this module's stored form. */
  static isEncrypted(value: string): boolean {
    return value.startsWith(PREFIX);
  }

  encrypt(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
  }

  /**
   * The plain token. @throws Error when `stored` is not in the stored form or was not made with this
   * key (tampered, or the key changed): the caller treats it as a missing token.
   */
  decrypt(stored: string): string {
    if (!TokenCipher.isEncrypted(stored)) throw new Error('token is not encrypted');
    const [iv, tag, body] = stored.slice(PREFIX.length).split('.');
    if (!iv || !tag || body === undefined) throw new Error('malformed encrypted token');
    const ivBytes = Buffer.from(iv, 'base64url');
    const tagBytes = Buffer.from(tag, 'base64url');
    if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES)
      throw new Error('malformed encrypted token');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, ivBytes);
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  /** Encrypts a token field if present and not yet encrypted (null/undefined pass through). */
  seal(value: string | null | undefined): string | null | undefined {
    if (value === null || value === undefined || value === '') return value;
    return TokenCipher.isEncrypted(value) ? value : this.encrypt(value);
  }
}
