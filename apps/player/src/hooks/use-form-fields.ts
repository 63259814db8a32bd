import { useState, type ChangeEvent } from 'react';

type Rule = (value: string) => string | null;

/**
 * The signed-out pages' form state, on plain React state (they load no form library; the game uses react-hook-form):
 * the values, each field's error (checked against its contract rule when the field loses focus, cleared by typing)
 * and `bind(name)`, the props that tie an input to its value. `onEdit` runs on every keystroke (a form forgets a
 * previous answer there).
 */
export function useFormFields<F extends string>(
  initial: Record<F, string>,
  options: { rules?: Record<F, Rule>; onEdit?: () => void } = {},
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const { rules, onEdit } = options;

  const bind = (name: F) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (rules) setErrors((current) => ({ ...current, [name]: undefined }));
      onEdit?.();
    },
    onBlur: () => {
      if (rules) setErrors((current) => ({ ...current, [name]: rules[name](values[name]) ?? undefined }));
    },
  });
  return { values, errors, setErrors, bind };
}
