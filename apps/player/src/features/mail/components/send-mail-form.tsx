import { useState, type FormEvent } from 'react';
import { MAIL_MESSAGE_MAX, MAIL_MESSAGES } from '@grimhunt/contracts';
import { ApiError } from '../../../lib/api-client';
import { messageOf, succeeded } from '../../../lib/game-action';
import { useInventory } from '../../../api/get-inventory';
import { useSendMail } from '../api/send-mail';
import { attachableItems, clampAmount, toSendBody, validateMailForm } from '../mail-form';
import { RecipientSearch } from './recipient-search';

interface SendMailFormProps {
  /** The player's own name (not offered as recipient). */
  ownName?: string;
  onSent: (message: string) => void;
  onCancel: () => void;
}

/** Send (spec player §2): recipient search, 5-row message, optional attachment with a clamped amount. */
export function SendMailForm({ ownName, onSent, onCancel }: SendMailFormProps) {
  const inventory = useInventory();
  const options = attachableItems(inventory.data ?? []);
  const send = useSendMail();
  const [recipient, setRecipient] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [itemId, setItemId] = useState('');
  const [amount, setAmount] = useState('1');
  const [error, setError] = useState('');
  const chosen = options.find((o) => o.itemId === itemId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const values = { recipient, message, itemId, amount };
    const problem = validateMailForm(values, options);
    setError(problem ?? '');
    if (problem) return;
    send.mutate(toSendBody(values), {
      onSuccess: (result) => {
        if (succeeded(result)) onSent(messageOf(result) || MAIL_MESSAGES.sent);
        else setError(messageOf(result) || MAIL_MESSAGES.sendFailed);
      },
      onError: (err) => setError(err instanceof ApiError && err.hasServerMessage ? err.message : MAIL_MESSAGES.sendFailed),
    });
  };

  return (
    <form className="mail-form panel" onSubmit={submit} noValidate aria-label="Send mail">
      <RecipientSearch value={recipient} onChange={setRecipient} exclude={ownName} invalid={error === MAIL_MESSAGES.recipientRequired} />

      <div className="field">
        <label htmlFor="mail-message">Message</label>
        <textarea
          id="mail-message"
          className="input mail-form__message"
          rows={5}
          maxLength={MAIL_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>

      <div className="mail-form__attachment">
        <div className="field">
          <label htmlFor="mail-attachment">Attachment</label>
          <select
            id="mail-attachment"
            className="input"
            value={itemId}
            onChange={(event) => {
              setItemId(event.target.value);
              setAmount('1');
            }}
          >
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
              value={amount}
              onChange={(event) => setAmount(clampAmount(event.target.value, chosen.available))}
            />
          </div>
        )}
      </div>

      <p className="mail-form__error" role="alert">
        {error}
      </p>

      <div className="mail-form__actions">
        <button type="submit" className="btn btn--primary" disabled={send.isPending} aria-busy={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Mail'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
