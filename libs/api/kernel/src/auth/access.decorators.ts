import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { GAME_ROLES, RoleName } from '@grimhunt/contracts';

export const PUBLIC_KEY = 'grimhunt:public';
export const ROLES_KEY = 'grimhunt:roles';
export const LEGACY_SHAPE_KEY = 'grimhunt:legacy-shape';

/** Reachable without a token. A token, when sent and valid, is still read (`@CurrentUser()` may be set). */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** Reachable only with a valid token whose role is one of `roles`. */
export const Roles = (...roles: RoleName[]) => SetMetadata(ROLES_KEY, roles);

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
}

export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest().user;
});
