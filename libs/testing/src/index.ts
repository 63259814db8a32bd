export * from './clock-rng';
export * from './http-client';
export { createTestDatabase } from './test-postgres';
