import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAIL_ROUTES, type MailActionDto, type SendMailBody } from '@grimhunt/contracts';
import { api, apiRoute } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/mail (JSON toUserId, message, loot {itemId, amountMin} or null). */
export function sendMail(body: SendMailBody): Promise<MailActionDto> {
  return api.post<MailActionDto>(apiRoute(MAIL_ROUTES.send), body);
}

/** Sends; then both boxes and the inventory (the attachment left it) are refreshed. */
export function useSendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMail,
    onSuccess: () => {
      for (const queryKey of [queryKeys.mail, queryKeys.inventory, queryKeys.me]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
