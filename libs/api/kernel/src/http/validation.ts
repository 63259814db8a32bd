import { ValidationError as ClassValidatorError, ValidationPipe } from '@nestjs/common';
import { ValidationError } from '../errors/domain-error';

function flatten(errors: ClassValidatorError[], prefix = ''): string[] {
  return errors.flatMap((error) => {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {});
    return [...own, ...flatten(error.children ?? [], path)];
  });
}

/** class-validator failures become 400 `GENERIC.VALIDATION` with the field messages. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: false,
    exceptionFactory: (errors) => {
      const messages = flatten(errors);
      return new ValidationError(messages[0] ?? 'Invalid request', messages);
    },
  });
}
