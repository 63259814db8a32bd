import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAIL_ROUTES, type MailActionDto } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/mail/claim (form mailId). */
export function claimMail(mailId: string): Promise<MailActionDto> {
  return api.postForm<MailActionDto>(apiRoute(MAIL_ROUTES.claim), { mailId });
}

/** Claims a mail's items; then the mail, the inventory and the user are refreshed. */
export function useClaimMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimMail,
    onSettled: () => {
      for (const queryKey of [queryKeys.mail, queryKeys.inventory, queryKeys.me]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
