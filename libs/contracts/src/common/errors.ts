/** Every error the API can answer has one of these stable codes (DESIGN §2). */
export const ERROR_CODES = {
  GENERIC_VALIDATION: 'GENERIC.VALIDATION',
  GENERIC_INTERNAL: 'GENERIC.INTERNAL',
  GENERIC_NOT_FOUND: 'GENERIC.NOT_FOUND',
  GENERIC_RATE_LIMITED: 'GENERIC.RATE_LIMITED',
  GENERIC_CONFLICT: 'GENERIC.CONFLICT',
  GENERIC_UNAVAILABLE: 'GENERIC.UNAVAILABLE',
  AUTH_UNAUTHENTICATED: 'AUTH.UNAUTHENTICATED',
  AUTH_FORBIDDEN: 'AUTH.FORBIDDEN',
  AUTH_APP_KEY: 'AUTH.APP_KEY_INVALID',
  IDENTITY_INVALID_CREDENTIALS: 'IDENTITY.INVALID_CREDENTIALS',
  IDENTITY_NAME_TAKEN: 'IDENTITY.NAME_TAKEN',
  IDENTITY_EMAIL_TAKEN: 'IDENTITY.EMAIL_TAKEN',
  IDENTITY_TOKEN_INVALID: 'IDENTITY.TOKEN_INVALID',
  IDENTITY_USER_NOT_FOUND: 'IDENTITY.NOT_FOUND',
  IDENTITY_FORBIDDEN: 'IDENTITY.FORBIDDEN',
  IDENTITY_BANNED: 'IDENTITY.BANNED',
  CATALOGUE_NOT_FOUND: 'CATALOGUE.NOT_FOUND',
  CATALOGUE_IN_USE: 'CATALOGUE.IN_USE',
  CATALOGUE_CONFLICT: 'CATALOGUE.CONFLICT',
  CATALOGUE_INVALID: 'CATALOGUE.INVALID',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The one error body (DESIGN §2). */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  /** Field messages for validation errors. */
  errors?: string[];
  requestId?: string;
}

/** Legacy answer shape used where the spec says `{ success, message }`. */
export interface SuccessMessageDto {
  success: boolean;
  message: string;
}

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a moment and try again.';
