// @noble/hashes 2 ships ESM only and Jest here runs CommonJS without transforming node_modules, so specs
// replace it with Node's own SHA-256 (same digest, so the expected hex values are real SHA-256 values).
import { createHash } from 'node:crypto';

export const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(Buffer.from(data)).digest());
export const utf8ToBytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
export const bytesToHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
