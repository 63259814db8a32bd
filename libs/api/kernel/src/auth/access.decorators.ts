import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { GAME_ROLES, RoleName } from '@grimhunt/contracts';
import { PendingSession } from './session-validator.port';

export const PUBLIC_KEY = 'grimhunt:public';
export const ROLES_KEY = 'grimhunt:roles';
export const LEGACY_SHAPE_KEY = 'grimhunt:legacy-shape';
export const SESSION_AT_LOCK_KEY = 'grimhunt:session-at-lock';

/** Reachable without a token. A token, when sent and valid, is still read (`@CurrentUser()` may be set). */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** Reachable only with a valid token whose role is one of `roles`. */
export const Roles = (...roles: RoleName[]) => SetMetadata(ROLES_KEY, roles);

/**
 * The route's use case locks the user row first, in a transaction whose first round trip also carries its first
 * reads. When this process has not seen the session lately, the guard checks only the token's signature, role and
 * expiry and hands the rest to that lock (`AuthUser.pendingSession`, confirmed with `confirmSession`): the account
 * read costs no round trip of its own. Only for routes without input to validate, whose use case confirms the
 * session before anything else it reads or writes.
 */
export const SessionAtLock = () => SetMetadata(SESSION_AT_LOCK_KEY, true);

/** Players who may enter the game (user, betaUser, admin). */
export const Player = () => Roles(...GAME_ROLES);
export const Admin = () => Roles('admin');

/** Errors of this route are rendered `{ success: false, message, statusCode, code }` (spec's legacy answers). */
export const LegacyShape = () => SetMetadata(LEGACY_SHAPE_KEY, true);

export interface AuthUser {
  id: string;
  name: string;
  role: RoleName;
  /** When the player last typed the password (token's `auth`, else its `iat`), in seconds. */
  authTime?: number;
  /** Set on `@SessionAtLock()` routes when the account still has to be asked: the use case must confirm it. */
  pendingSession?: PendingSession;
}

export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest().user;
});
