import { useForm } from 'react-hook-form';
import { useInviteToSeanceMap } from '../api/invite-to-seance-map';
import { errorText, MAP_SCREEN_TEXTS } from '../seance-maps-messages';

interface InviteFormProps {
  mapId: string;
  notify: (text: string, tone: 'ok' | 'error') => void;
}

/** The owner invites a friend by name; the server's answer is shown as it comes. */
export function InviteForm({ mapId, notify }: InviteFormProps) {
  const invite = useInviteToSeanceMap();
  const { register, handleSubmit, reset, formState } = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const submit = handleSubmit(({ name }) =>
    invite.mutate(
      { mapId, name: name.trim() },
      {
        onSuccess: (answer) => {
          notify(answer.message, 'ok');
          reset();
        },
        onError: (error) => notify(errorText(error), 'error'),
      },
    ),
  );
  return (
    <form className="maps__invite-form" onSubmit={submit} noValidate>
      <label htmlFor={`invite-${mapId}`} className="maps__label">
        Invite a friend
      </label>
      <div className="maps__row">
        <input
          id={`invite-${mapId}`}
          className="input"
          autoComplete="off"
          {...register('name', { validate: (v) => v.trim().length > 0 || MAP_SCREEN_TEXTS.nameRequired })}
        />
        <button type="submit" className="btn btn--primary" disabled={invite.isPending}>
          Invite
        </button>
      </div>
      {formState.errors.name && (
        <p className="form-error" role="alert">
          {formState.errors.name.message}
        </p>
      )}
    </form>
  );
}
