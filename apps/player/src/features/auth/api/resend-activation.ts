import { useMutation } from '@tanstack/react-query';
import { USER_ROUTES, type SuccessMessageDto } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';

/** POST /api/user/resendActivationMail (bearer, no body). */
export function resendActivationMail(): Promise<SuccessMessageDto> {
  return api.post<SuccessMessageDto>(apiPath(USER_ROUTES.base, USER_ROUTES.resendActivationMail));
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivationMail });
}
