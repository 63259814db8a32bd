/**
 * The environment the app's configuration was read from (apps/api/src/config/app.config.ts), handed to the few
 * modules that parse their own settings from it (max stats schedule, picture puzzle, PayPal). Nothing reads
 * `process.env` outside the config: tests pass their own values through `startTestApp({ env: { ... } })`.
 */
export type RuntimeEnv = Readonly<Record<string, string | undefined>>;
export const RUNTIME_ENV = Symbol('RUNTIME_ENV');
