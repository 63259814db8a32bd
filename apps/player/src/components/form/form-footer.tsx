/** What a form's last submit answered: a success note or the server's refusal, in words the player can read. */
export interface FormResult {
  ok: boolean;
  text: string;
}

interface FormFooterProps {
  result: FormResult | null;
  pending: boolean;
  /** The submit button's text, e.g. "Change email". */
  label: string;
}

/** The end of every account form: the outcome (announced to screen readers) and the submit button. */
export function FormFooter({ result, pending, label }: FormFooterProps) {
  return (
    <>
      {result && (
        <p className={`alert ${result.ok ? 'alert--ok' : 'alert--error'}`} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={pending}>
        {pending ? 'Saving...' : label}
      </button>
    </>
  );
}
