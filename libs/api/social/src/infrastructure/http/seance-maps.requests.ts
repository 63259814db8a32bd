import { Allow, IsOptional } from 'class-validator';
import type { InviteToSeanceMapBody, StartSeanceMapBody } from '@grimhunt/contracts';

/** The bodies pass through as sent (`@Allow` keeps them through the whitelist); the use cases check them. */
export class StartSeanceMapRequest implements Partial<Record<keyof StartSeanceMapBody, unknown>> {
  @IsOptional() @Allow() scrollItemId?: unknown;
}
export class InviteToSeanceMapRequest implements Partial<Record<keyof InviteToSeanceMapBody, unknown>> {
  @IsOptional() @Allow() name?: unknown;
}
