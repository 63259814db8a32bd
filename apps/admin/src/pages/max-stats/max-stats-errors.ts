import { HttpError } from 'ra-core';

/** True when the server answered with an error status (as opposed to a network failure). */
export function isServerError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
