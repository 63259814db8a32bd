import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ADDITIONAL_INFO_MAX, type CheckOnPaymentBody, type CreatePaymentBody } from '@grimhunt/contracts';

const asString = ({ value }: { value: unknown }) => (value === undefined || value === null ? value : String(value).trim());

/** `POST /api/payment/` (JSON or form). */
export class CreatePaymentRequest implements CreatePaymentBody {
  @Transform(asString) @IsString() @MaxLength(64) packageId: string;
  @IsOptional() @Transform(asString) @IsString() @MaxLength(ADDITIONAL_INFO_MAX) additionalInfo?: string;
}

export class CheckOnPaymentRequest implements CheckOnPaymentBody {
  @IsOptional() @Transform(asString) @IsString() @MaxLength(128) packageId?: string;
  @IsOptional() @Transform(asString) @IsString() @MaxLength(128) paymentId?: string;
}

export class PaymentIdRequest {
  @IsOptional() @Transform(asString) @IsString() @MaxLength(128) paymentId?: string;
}

export class PackageIdRequest {
  @IsOptional() @Transform(asString) @IsString() @MaxLength(64) packageId?: string;
}

export class UserIdRequest {
  @IsOptional() @Transform(asString) @IsString() @MaxLength(64) userId?: string;
}
