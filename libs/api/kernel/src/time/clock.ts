import { randomInt } from 'node:crypto';

/** The one source of time. Domain code receives `now` as a value. */
export interface Clock {
  now(): Date;
}
export const CLOCK = Symbol('CLOCK');
export const systemClock: Clock = { now: () => new Date() };

/** The one source of randomness: `next()` in [0, 1). */
export interface Rng {
  next(): number;
}
export const RNG = Symbol('RNG');
export const cryptoRng: Rng = { next: () => randomInt(0, 2 ** 48 - 1) / (2 ** 48 - 1) };
