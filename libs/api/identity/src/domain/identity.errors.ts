import { ERROR_CODES, IDENTITY_MESSAGES } from '@grimhunt/contracts';
import { ConflictError, DomainError, ForbiddenError, NotFoundError, UnauthenticatedError } from '@grimhunt/api-kernel';

export class InvalidCredentialsError extends UnauthenticatedError {
  constructor() {
    super(IDENTITY_MESSAGES.invalidCredentials, ERROR_CODES.IDENTITY_INVALID_CREDENTIALS);
  }
}
export class AccountBannedError extends ForbiddenError {
  constructor() {
    super(IDENTITY_MESSAGES.banned, ERROR_CODES.IDENTITY_BANNED);
  }
}
export class NameTakenError extends ConflictError {
  constructor() {
    super(IDENTITY_MESSAGES.nameTaken, ERROR_CODES.IDENTITY_NAME_TAKEN);
  }
}
export class EmailTakenError extends ConflictError {
  constructor() {
    super(IDENTITY_MESSAGES.emailTaken, ERROR_CODES.IDENTITY_EMAIL_TAKEN);
  }
}
export class TokenInvalidError extends DomainError {
  constructor() {
    super(ERROR_CODES.IDENTITY_TOKEN_INVALID, IDENTITY_MESSAGES.tokenInvalid);
  }
}
export class AccountNotFoundError extends NotFoundError {
  constructor(message = 'User not found') {
    super(message, ERROR_CODES.IDENTITY_USER_NOT_FOUND);
  }
}
export class WrongPasswordError extends DomainError {
  constructor() {
    super(ERROR_CODES.IDENTITY_WRONG_PASSWORD, IDENTITY_MESSAGES.wrongPassword);
  }
}
export class NotYourAccountError extends ForbiddenError {
  constructor() {
    super('You can only change your own account', ERROR_CODES.IDENTITY_FORBIDDEN);
  }
}
