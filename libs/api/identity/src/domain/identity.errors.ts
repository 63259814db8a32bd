import { ERROR_CODES, IDENTITY_MESSAGES } from '@grimhunt/contracts';
import { DomainError } from '@grimhunt/api-kernel';

export class InvalidCredentialsError extends DomainError {
  constructor() {
    super(ERROR_CODES.IDENTITY_INVALID_CREDENTIALS, IDENTITY_MESSAGES.invalidCredentials);
  }
}
export class AccountBannedError extends DomainError {
  constructor() {
    super(ERROR_CODES.IDENTITY_BANNED, IDENTITY_MESSAGES.banned);
  }
}
export class NameTakenError extends DomainError {
  constructor() {
    super(ERROR_CODES.IDENTITY_NAME_TAKEN, IDENTITY_MESSAGES.nameTaken);
  }
}
export class EmailTakenError extends DomainError {
  constructor() {
    super(ERROR_CODES.IDENTITY_EMAIL_TAKEN, IDENTITY_MESSAGES.emailTaken);
  }
}
export class TokenInvalidError extends DomainError {
  constructor() {
    super(ERROR_CODES.IDENTITY_TOKEN_INVALID, IDENTITY_MESSAGES.tokenInvalid);
  }
}
export class AccountNotFoundError extends DomainError {
  constructor(message = 'User not found') {
    super(ERROR_CODES.IDENTITY_USER_NOT_FOUND, message);
  }
}
export class WrongPasswordError extends DomainError {
  constructor() {
    super(ERROR_CODES.IDENTITY_WRONG_PASSWORD, IDENTITY_MESSAGES.wrongPassword);
  }
}
export class NotYourAccountError extends DomainError {
  constructor() {
    super(ERROR_CODES.IDENTITY_FORBIDDEN, 'You can only change your own account');
  }
}
