import { Controller } from 'react-hook-form';
import { MAIL_MESSAGE_MAX, MAIL_MESSAGES } from '@grimhunt/contracts';
import { useSendMailForm } from '../hooks/use-send-mail-form';
import { clampAmount } from '../mail-form';
import { RecipientSearch } from './recipient-search';

interface SendMailFormProps {
  /** The player's own name (not offered as recipient). */
  ownName?: string;
  onSent: (message: string) => void;
  onCancel: () => void;
}

/** Send: recipient search, 5-row message, optional attachment with a clamped amount. */
export function SendMailForm({ ownName, onSent, onCancel }: SendMailFormProps) {
  const { form, inventory, options, chosen, submit, error, pending } = useSendMailForm(onSent);
  const { register, control, setValue } = form;

  return (
    <form className="mail-form panel" onSubmit={(event) => void submit(event)} noValidate aria-label="Send mail">
      <Controller
        control={control}
        name="recipient"
        render={({ field }) => (
          <RecipientSearch
            value={field.value}
            onChange={field.onChange}
            exclude={ownName}
            invalid={error === MAIL_MESSAGES.recipientRequired}
          />
        )}
      />

      <div className="field">
        <label htmlFor="mail-message">Message</label>
        <textarea id="mail-message" className="input mail-form__message" rows={5} maxLength={MAIL_MESSAGE_MAX} {...register('message')} />
      </div>

      <div className="mail-form__attachment">
        <div className="field">
          <label htmlFor="mail-attachment">Attachment</label>
          <select id="mail-attachment" className="input" {...register('itemId', { onChange: () => setValue('amount', '1') })}>
            <option value="">No attachment</option>
            {options.map((o) => (
              <option key={o.itemId} value={o.itemId}>
                {o.name} ({o.available.toLocaleString('en-US')} available)
              </option>
            ))}
          </select>
          {inventory.isSuccess && options.length === 0 && <p className="muted mail-form__note">{MAIL_MESSAGES.noTransferable}</p>}
        </div>
        {chosen && (
          <div className="field mail-form__amount">
            <label htmlFor="mail-amount">Amount</label>
            <input
              id="mail-amount"
              className="input"
              type="number"
              inputMode="numeric"
              min={1}
              max={chosen.available}
              step={1}
              {...register('amount', {
                setValueAs: (raw: string) => raw,
                onChange: (event) => setValue('amount', clampAmount(event.target.value, chosen.available)),
              })}
            />
          </div>
        )}
      </div>

      <p className="mail-form__error" role="alert">
        {error}
      </p>

      <div className="mail-form__actions">
        <button type="submit" className="btn btn--primary" disabled={pending} aria-busy={pending}>
          {pending ? 'Sending...' : 'Send Mail'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
