import { USER_ROUTES, type SuccessMessageDto } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';

/** POST /api/user/ForgotPasswordRequest (form, no bearer). OK means the email is on its way. */
export function requestPasswordReset(username: string): Promise<SuccessMessageDto> {
  return api.postForm<SuccessMessageDto>(
    apiPath(USER_ROUTES.base, USER_ROUTES.forgotPasswordRequest),
    { username: username.trim() },
    { auth: false },
  );
}
