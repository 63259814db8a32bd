import { IDENTITY_MESSAGES } from '@grimhunt/contracts';
import { ApiError } from '../../lib/api-client';

export const PASSWORDS_DIFFER = 'The new passwords do not match.';
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';

/** Profile texts: 'Successful Changed' or ' Failed: {message or status text}'. */
export function changedMessage(result: { success?: boolean; message?: string } | null | undefined): { ok: boolean; text: string } {
  if (result && result.success === false) return { ok: false, text: ` Failed: ${result.message ?? ''}` };
  return { ok: true, text: IDENTITY_MESSAGES.changed };
}

export function failedMessage(error: unknown): string {
  if (error instanceof ApiError) return ` Failed: ${error.hasServerMessage ? error.message : error.statusText || error.message}`;
  return ` Failed: ${(error as Error)?.message ?? ''}`;
}
