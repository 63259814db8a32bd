import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAIL_ROUTES, type MailActionDto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/mail/updateReadStatus (form mailId, status). */
export function markMailRead({ mailId, status = true }: { mailId: string; status?: boolean }): Promise<MailActionDto> {
  return api.postForm<MailActionDto>(apiRoute(MAIL_ROUTES.read), { mailId, status });
}

export function useMarkMailRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMailRead,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.mail }),
  });
}
