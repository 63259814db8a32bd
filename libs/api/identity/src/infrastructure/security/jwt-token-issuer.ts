import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ACCESS_TOKEN_TTL_SECONDS, AccessTokenClaims } from '@grimhunt/contracts';
import { Account } from '../../domain/account.entity';
import { TokenIssuer } from '../../application/ports/token-issuer.port';

@Injectable()
export class JwtTokenIssuer implements TokenIssuer {
  constructor(private readonly jwt: JwtService) {}

  issue(account: Account, authTime = Math.floor(Date.now() / 1000)) {
    const claims: AccessTokenClaims = {
      sub: account.id,
      name: account.name,
      role: account.roleName,
      ver: account.tokenVersion,
      auth: authTime,
    };
    return this.jwt.signAsync(claims, { expiresIn: ACCESS_TOKEN_TTL_SECONDS });
  }
}
