import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The client sends the SHA-256 hex of the typed password. */
export function hashPassword(typed: string): string {
  return bytesToHex(sha256(utf8ToBytes(typed)));
}
