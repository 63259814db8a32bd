import { IDENTITY_MESSAGES, SHA256_HEX_PATTERN, VALIDATION_MESSAGES, validateEmail, validateUsername } from '@grimhunt/contracts';
import { ValidationError } from '@grimhunt/api-kernel';

/**
 * The client sends SHA-256 hex of the typed password; the server treats that digest as the
 * password. The typed length rules (6-50) can only be checked by the client.
 */
export function assertPasswordDigest(value: unknown): string {
  if (value === undefined || value === null || value === '') throw new ValidationError(VALIDATION_MESSAGES.passwordRequired);
  if (typeof value !== 'string' || !SHA256_HEX_PATTERN.test(value)) throw new ValidationError(IDENTITY_MESSAGES.passwordHashInvalid);
  return value.toLowerCase();
}

export function normaliseUsername(value: unknown): string {
  const raw = typeof value === 'string' ? value : '';
  const problem = validateUsername(raw);
  if (problem) throw new ValidationError(problem);
  return raw.trim();
}

export function normaliseEmail(value: unknown): string {
  const raw = typeof value === 'string' ? value : '';
  const problem = validateEmail(raw);
  if (problem) throw new ValidationError(problem);
  return raw.trim();
}
