import { USER_ROUTES, type SuccessMessageDto } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';
import { hashPassword } from '../../../lib/hash-password';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
}

/** POST /api/user/register (form, no bearer): username, password (SHA-256 hex), email. */
export function register({ username, email, password }: RegisterInput): Promise<SuccessMessageDto> {
  return api.postForm<SuccessMessageDto>(
    apiPath(USER_ROUTES.base, USER_ROUTES.register),
    { username: username.trim(), password: hashPassword(password), email: email.trim() },
    { auth: false },
  );
}
