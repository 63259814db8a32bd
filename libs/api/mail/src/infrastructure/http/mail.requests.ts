import { Allow, IsOptional } from 'class-validator';
import type { ClaimMailBody, SendMailBody, UpdateMailReadBody } from '@grimhunt/contracts';

/**
 * The mail bodies pass through as sent (`@Allow` keeps them through the whitelist); the domain rules read them and
 * answer the spec's messages (`Please select a recipient`, `Please enter a message`, `Amount must be at least 1`).
 */
export class SendMailRequest implements Partial<Record<keyof SendMailBody, unknown>> {
  @IsOptional() @Allow() toUserId?: unknown;
  @IsOptional() @Allow() message?: unknown;
  @IsOptional() @Allow() loot?: unknown;
}

export class UpdateMailReadRequest implements Partial<Record<keyof UpdateMailReadBody, unknown>> {
  @IsOptional() @Allow() mailId?: unknown;
  @IsOptional() @Allow() status?: unknown;
}

export class ClaimMailRequest implements Partial<Record<keyof ClaimMailBody, unknown>> {
  @IsOptional() @Allow() mailId?: unknown;
}
