import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { ClaimCollectionBody } from '@grimhunt/contracts';

const asString = ({ value }: { value: unknown }) => (value === undefined || value === null ? value : String(value));
const asBoolean = ({ value }: { value: unknown }) => value === true || value === 'true' || value === '1' || value === 1;

/** `POST /api/game/buysell` form: `amount` a whole number != 0 (checked by the trade rules), `premium` true|false. */
export class BuySellRequest {
  @Transform(asString) @IsString() @MaxLength(64) itemId: string;
  @Transform(asString) @IsString() @MaxLength(20) amount: string;
  @IsOptional() @Transform(asBoolean) premium?: boolean;
}

export class ClaimCollectionRequest implements ClaimCollectionBody {
  @Transform(asString) @IsString() @MaxLength(64) collectionId: string;
}

/** Query of `GET /api/clientshop/{endpoint}/{page}`. */
export class ShopPageQuery {
  @IsOptional() @IsString() @MaxLength(10) pageSize?: string;
  @IsOptional() @IsString() @MaxLength(40) sortBy?: string;
  @IsOptional() @IsString() @MaxLength(40) filter?: string;
}

/** A whole number string, or NaN (the rules answer the refusal). */
export function parseWhole(raw: string): number {
  return /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN;
}
