import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_ROUTES, type SuccessMessageDto } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';
import { hashPassword } from '../../../lib/hash-password';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/user/UpdateEmail (form userId, password as SHA-256 hex, email). */
export function updateEmail(input: { userId: string; password: string; email: string }): Promise<SuccessMessageDto> {
  return api.postForm<SuccessMessageDto>(apiPath(USER_ROUTES.base, USER_ROUTES.updateEmail), {
    userId: input.userId,
    password: hashPassword(input.password),
    email: input.email.trim(),
  });
}

/** POST /api/user/UpdatePassword (form userId, currPw, newPw; both SHA-256 hex). */
export function updatePassword(input: { userId: string; currPw: string; newPw: string }): Promise<SuccessMessageDto> {
  return api.postForm<SuccessMessageDto>(apiPath(USER_ROUTES.base, USER_ROUTES.updatePassword), {
    userId: input.userId,
    currPw: hashPassword(input.currPw),
    newPw: hashPassword(input.newPw),
  });
}

export function useUpdateEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEmail, onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.me }) });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
