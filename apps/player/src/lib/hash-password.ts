import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/**
 * Passwords travel as the SHA-256 hex of the typed text. Pure JS (noble), because
 * `crypto.subtle` is missing on plain-http origins.
 */
export function hashPassword(password: string): string {
  return bytesToHex(sha256(new TextEncoder().encode(password)));
}
