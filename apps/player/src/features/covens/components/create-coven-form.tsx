import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { COVEN_CREATE_COST, COVEN_MOTTO_MAX, validateCovenMotto, validateCovenName } from '@grimhunt/contracts';
import { CurrencyAmount } from '../../../components/currency-amount';
import { paths } from '../../../config/paths';
import { rule } from '../../../lib/form';
import { useCreateCoven } from '../api/create-coven';
import '../covens.css';

interface CovenValues {
  name: string;
  motto: string;
  open: boolean;
}

/** Found a coven: name (user-name rules), motto, open or by application; the fee is shown before the click. */
export function CreateCovenForm() {
  const create = useCreateCoven();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CovenValues>({ defaultValues: { name: '', motto: '', open: true } });

  const submit = handleSubmit((values) =>
    create.mutate(
      { name: values.name.trim(), motto: values.motto.trim(), open: values.open },
      { onSuccess: ({ coven }) => coven && navigate(paths.game.coven.getHref(coven.id)) },
    ),
  );

  return (
    <form className="panel coven-create" onSubmit={(event) => void submit(event)} aria-labelledby="coven-create-title" noValidate>
      <h2 id="coven-create-title" className="section-title">
        Found a coven
      </h2>
      <p className="coven-create__fee">
        Founding costs <CurrencyAmount name="gold" value={COVEN_CREATE_COST} label="gold" />. You become its captain.
      </p>
      <div className="field">
        <label htmlFor="coven-name">Name</label>
        <input
          id="coven-name"
          className="input"
          aria-invalid={errors.name ? true : undefined}
          {...register('name', { validate: rule<CovenValues>(validateCovenName) })}
        />
        {errors.name && (
          <span className="field__error" role="alert">
            {errors.name.message}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor="coven-motto">Motto</label>
        <input
          id="coven-motto"
          className="input"
          maxLength={COVEN_MOTTO_MAX}
          aria-invalid={errors.motto ? true : undefined}
          {...register('motto', { validate: rule<CovenValues>(validateCovenMotto) })}
        />
        {errors.motto && (
          <span className="field__error" role="alert">
            {errors.motto.message}
          </span>
        )}
      </div>
      <label className="coven-create__open">
        <input type="checkbox" {...register('open')} /> Open: anyone may join without applying
      </label>
      {create.isError && (
        <p className="alert alert--error" role="alert">
          {create.error.message}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={create.isPending}>
        {create.isPending ? 'Founding...' : `Found coven (${COVEN_CREATE_COST} gold)`}
      </button>
    </form>
  );
}
