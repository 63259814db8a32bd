import { CanActivate, ExecutionContext, Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { AccessTokenClaims, ERROR_CODES, RoleName } from '@grimhunt/contracts';
import { ForbiddenError, UnauthenticatedError } from '../errors/domain-error';
import { AuthUser, LEGACY_SHAPE_KEY, PUBLIC_KEY, ROLES_KEY, SESSION_AT_LOCK_KEY } from './access.decorators';
import { PendingSession, SESSION_ENDED, SESSION_VALIDATOR, SessionValidator } from './session-validator.port';
import { addressKey } from '../rate-limit/address-key';
import { RATE_LIMIT_KEY } from '../rate-limit/rate-limit.decorator';
import { RateLimitRule } from '../rate-limit/rate-limit.rules';
import { SharedRateLimiter } from '../rate-limit/shared-rate-limiter';
import { EdgeRequest, refuseRequest } from '../http/edge-limits';
import { VerifiedTokens } from './verified-tokens';

/** What a route declares about access, read once per route handler (reflection on every request showed in profiles). */
interface RouteAccess {
  legacyShape: boolean;
  isPublic: boolean;
  roles: RoleName[] | undefined;
  limit: RateLimitRule | undefined;
  sessionAtLock: boolean;
}

/**
 * Default-deny: a route must declare `@Public()` or `@Roles(...)`; anything else is refused. Once the caller is known
 * and counted against the route's rate limit, the request's edge refusals apply (NUL characters, malformed ids: 400),
 * so an anonymous caller of a protected route learns nothing about its request before it is authenticated. This is
 * the last step before pipes and the handler; it is done here rather than in an interceptor, whose per-request
 * wrapping cost more CPU than the whole check.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger('AccessGuard');
  /** Tokens verified by this process, until they expire (the account behind one is still asked every time). */
  private readonly verified = new VerifiedTokens();

  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    @Optional() @Inject(SESSION_VALIDATOR) private readonly sessions?: SessionValidator,
    @Optional() private readonly limiter?: SharedRateLimiter,
  ) {}

  private readonly routes = new WeakMap<object, RouteAccess>();

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { legacyShape, isPublic, roles, limit, sessionAtLock } = this.accessOf(context);
    const request = context.switchToHttp().getRequest();
    if (legacyShape) request.legacyShape = true;

    if (isPublic) {
      request.user = await this.readUser(request, false);
      await this.countHit(limit, request);
      return this.refuseMalformed(request);
    }
    if (!roles || roles.length === 0) {
      this.logger.error(`route ${request.method} ${request.url} declares no access rule: denied`);
      throw new ForbiddenError('This route is not open', ERROR_CODES.AUTH_FORBIDDEN);
    }
    const user = await this.readUser(request, true, sessionAtLock ? roles : undefined);
    if (!user) throw new UnauthenticatedError();
    if (!roles.includes(user.role)) throw new ForbiddenError('You may not do this', ERROR_CODES.AUTH_FORBIDDEN);
    request.user = user;
    await this.countHit(limit, request);
    return this.refuseMalformed(request);
  }

  private accessOf(context: ExecutionContext): RouteAccess {
    const handler = context.getHandler();
    let access = this.routes.get(handler);
    if (!access) {
      const targets = [handler, context.getClass()];
      access = {
        legacyShape: this.reflector.getAllAndOverride<boolean>(LEGACY_SHAPE_KEY, targets) === true,
        isPublic: this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets) === true,
        roles: this.reflector.getAllAndOverride<RoleName[] | undefined>(ROLES_KEY, targets),
        limit: this.reflector.getAllAndOverride<RateLimitRule | undefined>(RATE_LIMIT_KEY, targets),
        sessionAtLock: this.reflector.getAllAndOverride<boolean>(SESSION_AT_LOCK_KEY, targets) === true,
      };
      this.routes.set(handler, access);
    }
    return access;
  }

  private refuseMalformed(request: EdgeRequest): true {
    const refusal = refuseRequest(request);
    if (refusal) throw refusal;
    return true;
  }

  private async countHit(rule: RateLimitRule | undefined, request: { ip?: string; user?: AuthUser }): Promise<void> {
    if (!rule || !this.limiter) return;
    const key = rule.per === 'user' && request.user ? `u:${request.user.id}` : `a:${addressKey(request.ip)}`;
    await this.limiter.hit(rule, key);
  }

  /** `atLock`: the roles of a `@SessionAtLock()` route, whose use case confirms a session this process has not seen. */
  private async readUser(
    request: { headers: Record<string, string | undefined> },
    strict: boolean,
    atLock?: readonly RoleName[],
  ): Promise<AuthUser | undefined> {
    const header = request.headers['authorization'];
    if (!header?.startsWith('Bearer ')) return undefined;
    const token = header.slice(7);
    let claims = this.verified.get(token);
    if (!claims) {
      try {
        claims = await this.jwt.verifyAsync<AccessTokenClaims>(token, { algorithms: ['HS256'] });
      } catch {
        if (strict) throw new UnauthenticatedError('Your session has expired, please log in again');
        return undefined;
      }
      this.verified.remember(token, claims);
    }
    const version = typeof claims.ver === 'number' ? claims.ver : 0;
    let role: RoleName | null = claims.role;
    let pendingSession: PendingSession | undefined;
    if (this.sessions && atLock) {
      const cached = this.sessions.cachedRole(claims.sub, claims.role, version);
      if (cached === undefined) pendingSession = { version, roles: atLock };
      else role = cached;
    } else if (this.sessions) role = await this.sessions.currentRole(claims.sub, claims.role, version);
    if (!role) {
      if (strict) throw new UnauthenticatedError(SESSION_ENDED);
      return undefined;
    }
    return { id: claims.sub, name: claims.name, role, authTime: claims.auth ?? claims.iat, pendingSession };
  }
}
