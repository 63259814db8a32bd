import { Allow, IsOptional } from 'class-validator';
import type { PlaceMarketOrderBody } from '@grimhunt/contracts';

/**
 * The order body passes through as sent (`@Allow` keeps it through the whitelist); the domain rules read it, so a
 * price given as text, a fraction or an unknown side answers the form's own message.
 */
export class PlaceMarketOrderRequest implements Partial<Record<keyof PlaceMarketOrderBody, unknown>> {
  @IsOptional() @Allow() itemId?: unknown;
  @IsOptional() @Allow() side?: unknown;
  @IsOptional() @Allow() price?: unknown;
  @IsOptional() @Allow() amount?: unknown;
}
