import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { PasswordHasher } from '../../application/ports/password-hasher.port';

/** argon2id with OWASP's minimum profile (19 MiB, 2 passes): about 20 ms a hash on our 2-core machines. */
@Injectable()
export class Argon2PasswordHasher implements PasswordHasher {
  hash(secret: string) {
    return argon2.hash(secret, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  }

  async verify(hash: string, secret: string) {
    try {
      return await argon2.verify(hash, secret);
    } catch {
      return false;
    }
  }
}
