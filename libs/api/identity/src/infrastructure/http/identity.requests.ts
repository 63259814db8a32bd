import { IsBooleanString, IsOptional, IsString, MaxLength } from 'class-validator';
import type { LoginBody, RegisterBody } from '@grimhunt/contracts';

/**
 * Form bodies of the identity routes. Fields are optional here on purpose: the spec's own messages
 * ('Username is required', ...) come from the domain rules, shared with the register form.
 */
export class LoginRequest implements LoginBody {
  @IsOptional() @IsString() @MaxLength(200) username: string;
  @IsOptional() @IsString() @MaxLength(200) password: string;
}

export class RegisterRequest implements RegisterBody {
  @IsOptional() @IsString() @MaxLength(200) username: string;
  @IsOptional() @IsString() @MaxLength(200) password: string;
  @IsOptional() @IsString() @MaxLength(300) email: string;
}

export class ForgotPasswordRequestRequest {
  @IsOptional() @IsString() @MaxLength(200) username: string;
}

export class ForgotPasswordRetrieveRequest {
  @IsOptional() @IsString() @MaxLength(300) token: string;
}

export class UpdateEmailRequest {
  @IsOptional() @IsString() @MaxLength(64) userId: string;
  @IsOptional() @IsString() @MaxLength(200) password: string;
  @IsOptional() @IsString() @MaxLength(300) email: string;
}

export class UpdatePasswordRequest {
  @IsOptional() @IsString() @MaxLength(64) userId: string;
  @IsOptional() @IsString() @MaxLength(200) currPw: string;
  @IsOptional() @IsString() @MaxLength(200) newPw: string;
}

export class SearchUsersRequest {
  @IsOptional() @IsString() @MaxLength(200) searchstring: string;
  @IsOptional() @IsBooleanString() includeingBanned: string;
}
