import { USER_ROUTES } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';

/**
 * POST /api/user/ForgotPasswordRetrieve/ (form token) -> text. Run once per link: the token is single-use,
 * so the answer is cached for the session and never retried.
 */
export function retrievePassword(token: string): Promise<string> {
  return api.postForm<string>(
    `${apiPath(USER_ROUTES.base, USER_ROUTES.forgotPasswordRetrieve)}/`,
    { token },
    {
      auth: false,
      responseType: 'text',
    },
  );
}
