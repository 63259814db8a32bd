import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { RUNTIME_ENV, RuntimeEnv } from '@grimhunt/api-kernel';
import { PasswordHasher } from '../../application/ports/password-hasher.port';
import { HashingGate, hashingLimitsFrom } from './hashing-gate';

/**
 * argon2id with OWASP's minimum profile (19 MiB, 2 passes): about 20 ms a hash on our 2-core machines. Every hash
 * and verification (login, registration, profile changes, reset) passes one gate per process, so a flood of logins
 * never takes all of libuv's threads from the static files, and waits a bounded time before it is refused.
 */
@Injectable()
export class Argon2PasswordHasher implements PasswordHasher {
  private readonly gate: HashingGate;

  constructor(@Inject(RUNTIME_ENV) env: RuntimeEnv) {
    this.gate = new HashingGate(hashingLimitsFrom(env));
  }

  hash(secret: string) {
    return this.gate.run(() => argon2.hash(secret, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 }));
  }

  verify(hash: string, secret: string) {
    return this.gate.run(async () => {
      try {
        return await argon2.verify(hash, secret);
      } catch {
        return false;
      }
    });
  }
}
