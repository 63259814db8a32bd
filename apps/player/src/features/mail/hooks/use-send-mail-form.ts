import { useForm, type FieldError, type ResolverResult } from 'react-hook-form';
import { MAIL_MESSAGES } from '@grimhunt/contracts';
import { useInventory } from '../../../api/get-inventory';
import { ApiError } from '../../../lib/api-client';
import { messageOf, succeeded } from '../../../lib/game-action';
import { useSendMail } from '../api/send-mail';
import { attachableItems, toSendBody, validateMailForm, type MailFormValues } from '../mail-form';

/**
 * The send form's state: the attachable items, the form checked as one rule of the mail contract (its first
 * problem is the form's error), the chosen attachment, and sending: `onSent` with the server's message once it
 * went through, else the server's refusal as the error.
 */
export function useSendMailForm(onSent: (message: string) => void) {
  const inventory = useInventory();
  const options = attachableItems(inventory.data ?? []);
  const send = useSendMail();
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<MailFormValues>({
    defaultValues: { recipient: null, message: '', itemId: '', amount: '1' },
    // The whole form is one rule of the mail contract: its first problem is the form's error.
    resolver: (values): ResolverResult<MailFormValues> => {
      const problem = validateMailForm(values, options);
      return problem ? { values: {}, errors: { root: { type: 'validate', message: problem } as FieldError } } : { values, errors: {} };
    },
  });
  const chosen = options.find((o) => o.itemId === watch('itemId'));

  const submit = handleSubmit((values) => {
    if (send.isPending) return;
    send.mutate(toSendBody(values), {
      onSuccess: (result) => succeeded(result) && onSent(messageOf(result) || MAIL_MESSAGES.sent),
    });
  });
  const serverError = send.isError
    ? send.error instanceof ApiError && send.error.hasServerMessage
      ? send.error.message
      : MAIL_MESSAGES.sendFailed
    : send.isSuccess && !succeeded(send.data)
      ? messageOf(send.data) || MAIL_MESSAGES.sendFailed
      : '';
  const error = errors.root?.message ?? serverError;

  return { form: { register, control, setValue }, inventory, options, chosen, submit, error, pending: send.isPending };
}
