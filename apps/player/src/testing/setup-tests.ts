import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders (used by token decoding, password hashing and react-router).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// @noble/hashes v2 is ESM-only and this Jest setup runs CommonJS without transforming node_modules, so in
// tests the two noble entry points are replaced by Node's own SHA-256 (same function, same output). The real
// library is what Vite bundles; the hash vectors in lib/hash-password.spec.ts pin the expected output.
jest.mock('@noble/hashes/sha2.js', () => ({
  sha256: (data: Uint8Array) => new Uint8Array(require('node:crypto').createHash('sha256').update(data).digest()),
}));
jest.mock('@noble/hashes/utils.js', () => ({
  bytesToHex: (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(''),
}));

afterEach(() => {
  // Back to the real clock after a test that used startFakeClock (testing/clock.ts) or jest.useFakeTimers.
  jest.useRealTimers();
  localStorage.clear();
  for (const part of document.cookie ? document.cookie.split('; ') : []) {
    const name = part.split('=')[0];
    document.cookie = `${name}=; max-age=0; path=/`;
  }
});

// The route tests render the whole shell with its lazy chunks and type with user-event; on the shared 2-core
// machine, with several suites in parallel, some take longer than Jest's default 5 s without doing anything wrong.
jest.setTimeout(20_000);
