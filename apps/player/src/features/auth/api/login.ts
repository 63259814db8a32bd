import { USER_ROUTES, type LoginResultDto } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';
import { hashPassword } from '../../../lib/hash-password';

export interface LoginInput {
  username: string;
  password: string;
}

/** POST /api/user/login (form, no bearer); the password travels as SHA-256 hex. */
export function login({ username, password }: LoginInput): Promise<LoginResultDto> {
  return api.postForm<LoginResultDto>(
    apiPath(USER_ROUTES.base, USER_ROUTES.login),
    { username: username.trim(), password: hashPassword(password) },
    { auth: false },
  );
}
