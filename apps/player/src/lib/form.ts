import type { Validate } from 'react-hook-form';

/**
 * A contract validator (`@grimhunt/contracts`: returns the error text or null) as a react-hook-form rule, so the
 * browser and the server refuse the same input with the same words.
 */
export function rule<T extends object = object>(check: (value: string) => string | null): Validate<string, T> {
  return (value) => check(value ?? '') ?? true;
}

/** The first error text of a form's field errors, in the order the fields are listed. */
export function firstError(errors: Partial<Record<string, { message?: string } | undefined>>, order: readonly string[]): string | null {
  for (const name of order) {
    const message = errors[name]?.message;
    if (message) return message;
  }
  return null;
}
