import { Allow, IsOptional } from 'class-validator';
import { ApplyEmblemBody, CovenAdminWriteDto, CreateCovenBody, PostBoardMessageBody } from '@grimhunt/contracts';

/** The fields are checked by the handlers with the contract's validators, so the UI shows the same messages. */
export class CreateCovenRequest implements Partial<Record<keyof CreateCovenBody, unknown>> {
  @IsOptional() @Allow() name?: unknown;
  @IsOptional() @Allow() motto?: unknown;
  @IsOptional() @Allow() open?: unknown;
}

export class PostBoardMessageRequest implements Partial<Record<keyof PostBoardMessageBody, unknown>> {
  @IsOptional() @Allow() message?: unknown;
}

export class CovenAdminWriteRequest implements Partial<Record<keyof CovenAdminWriteDto, unknown>> {
  @IsOptional() @Allow() name?: unknown;
  @IsOptional() @Allow() motto?: unknown;
  @IsOptional() @Allow() open?: unknown;
}

export class ApplyEmblemRequest implements Partial<Record<keyof ApplyEmblemBody, unknown>> {
  @IsOptional() @Allow() design?: unknown;
}
