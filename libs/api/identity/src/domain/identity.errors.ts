import { ERROR_CODES, IDENTITY_MESSAGES } from '@grimhunt/contracts';
import { DomainError } from '@grimhunt/api-kernel';

export class InvalidCredentialsError extends DomainError {
  constructor() { super(ERROR_CODES.IDENTITY_INVALID_CREDENTIALS, IDENTITY_MESSAGES.invalidCredentials, 401); }
}
export class AccountBannedError extends DomainError {
  constructor() { super(ERROR_CODES.IDENTITY_BANNED, IDENTITY_MESSAGES.banned, 403); }
}
export class NameTakenError extends DomainError {
  constructor() { super(ERROR_CODES.IDENTITY_NAME_TAKEN, IDENTITY_MESSAGES.nameTaken, 409); }
}
export class EmailTakenError extends DomainError {
  constructor() { super(ERROR_CODES.IDENTITY_EMAIL_TAKEN, IDENTITY_MESSAGES.emailTaken, 409); }
}
export class TokenInvalidError extends DomainError {
  constructor() { super(ERROR_CODES.IDENTITY_TOKEN_INVALID, IDENTITY_MESSAGES.tokenInvalid, 400); }
}
export class AccountNotFoundError extends DomainError {
  constructor(message = 'User not found') { super(ERROR_CODES.IDENTITY_USER_NOT_FOUND, message, 404); }
}
export class WrongPasswordError extends DomainError {
  constructor() { super(ERROR_CODES.IDENTITY_INVALID_CREDENTIALS, IDENTITY_MESSAGES.wrongPassword, 400); }
}
export class NotYourAccountError extends DomainError {
  constructor() { super(ERROR_CODES.IDENTITY_FORBIDDEN, 'You can only change your own account', 403); }
}
