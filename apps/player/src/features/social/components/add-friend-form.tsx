import { useForm } from 'react-hook-form';
import { SOCIAL_MESSAGES } from '@grimhunt/contracts';
import { useSendFriendRequest } from '../api/send-friend-request';
import { errorText } from '../social-messages';

interface AddFriendValues {
  name: string;
}

/** Add a friend by user name: the server's refusal (unknown name, yourself, already friends, limits) shows as it comes. */
export function AddFriendForm({ notify }: { notify: (text: string) => void }) {
  const send = useSendFriendRequest();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AddFriendValues>({ defaultValues: { name: '' } });

  const submit = handleSubmit(({ name }) => {
    if (send.isPending) return;
    send.mutate(name.trim(), {
      onSuccess: (answer) => {
        notify(answer.message);
        reset();
      },
    });
  });
  const error = errors.name?.message ?? (send.isError ? errorText(send.error) : '');

  return (
    <form className="panel add-friend" onSubmit={(event) => void submit(event)} noValidate aria-label="Add a friend">
      <div className="field">
        <label htmlFor="add-friend-name">Add a friend</label>
        <div className="add-friend__row">
          <input
            id="add-friend-name"
            className="input"
            placeholder="Hunter name"
            autoComplete="off"
            aria-invalid={error ? 'true' : 'false'}
            {...register('name', { validate: (value) => value.trim() !== '' || SOCIAL_MESSAGES.nameRequired })}
          />
          <button type="submit" className="btn btn--primary" disabled={send.isPending}>
            Send request
          </button>
        </div>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
