import { useId, useState } from 'react';
import { MAIL_MESSAGES, MAIL_RECIPIENT_SEARCH_MIN } from '@grimhunt/contracts';
import { useRecipientSearch } from '../api/search-recipients';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 250;

interface RecipientSearchProps {
  /** The picked recipient's name, or null. */
  value: string | null;
  onChange: (name: string | null) => void;
  /** The player's own name, never suggested. */
  exclude?: string;
  invalid?: boolean;
}

/** Recipient field: from 3 characters on it suggests players (banned ones excluded); picking one selects it. */
export function RecipientSearch({ value, onChange, exclude, invalid }: RecipientSearchProps) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const searching = value === null && term.length >= MAIL_RECIPIENT_SEARCH_MIN;
  const search = useRecipientSearch(searching ? term : '');
  const own = exclude?.toLowerCase();
  const suggestions = searching ? (search.data ?? []).filter((name) => name.toLowerCase() !== own) : [];
  const open = searching && !search.isPending;

  const pick = (name: string) => {
    setText(name);
    onChange(name);
  };

  return (
    <div className="field mail-recipient">
      <label htmlFor={`${id}-input`}>To</label>
      <input
        id={`${id}-input`}
        className="input"
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={MAIL_MESSAGES.searchPlaceholder}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-invalid={invalid || undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (value !== null) onChange(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && suggestions.length > 0) {
            event.preventDefault();
            const exact = suggestions.find((name) => name.toLowerCase() === text.trim().toLowerCase());
            pick(exact ?? suggestions[0]);
          }
        }}
      />
      {value !== null && (
        <p className="mail-recipient__chosen" data-testid="chosen-recipient">
          Sending to <strong>{value}</strong>
        </p>
      )}
      {open && (
        <ul id={`${id}-list`} className="mail-recipient__list" role="listbox" aria-label="Suggestions">
          {suggestions.length === 0 ? (
            <li className="mail-recipient__none muted">No players found</li>
          ) : (
            suggestions.map((name) => (
              <li
                key={name}
                role="option"
                aria-selected={false}
                tabIndex={0}
                className="mail-recipient__option"
                onClick={() => pick(name)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    pick(name);
                  }
                }}
              >
                {name}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
