import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders (used by token decoding, password hashing and react-router).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// @noble/hashes v2 is ESM-only and Jest runs CommonJS: load the real library through Node's own require
// (Node >= 20.19 can require ES modules), so the tests still exercise the actual hashing code.
function nodeRequire(id: string): unknown {
  const nodeModule = (process as unknown as { getBuiltinModule(name: string): typeof import('node:module') })
    .getBuiltinModule('node:module');
  return nodeModule.createRequire(__filename)(id);
}
jest.mock('@noble/hashes/sha2.js', () => nodeRequire('@noble/hashes/sha2.js'));
jest.mock('@noble/hashes/utils.js', () => nodeRequire('@noble/hashes/utils.js'));

afterEach(() => {
  localStorage.clear();
  for (const part of document.cookie ? document.cookie.split('; ') : []) {
    const name = part.split('=')[0];
    document.cookie = `${name}=; max-age=0; path=/`;
  }
});
