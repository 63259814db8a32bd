import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MAIL_ROUTES, MailActionDto, MyMailDto } from '@grimhunt/contracts';
import { AuthUser, CurrentUser, LegacyShape, Player, RATE_LIMITS, RateLimit } from '@grimhunt/api-kernel';
import { ClaimMailHandler } from '../../application/commands/claim-mail/claim-mail.handler';
import { MarkReadHandler } from '../../application/commands/mark-read/mark-read.handler';
import { SendMailCommand } from '../../application/commands/send-mail/send-mail.command';
import { SendMailHandler } from '../../application/commands/send-mail/send-mail.handler';
import { GetMyMailHandler } from '../../application/queries/get-my-mail/get-my-mail.handler';
import { ClaimMailRequest, SendMailRequest, UpdateMailReadRequest } from './mail.requests';

/** The post service. Players only; actions answer `{ success, message }` (failures with a 4xx). */
@ApiTags('mail')
@Controller()
export class MailController {
  constructor(
    private readonly myMail: GetMyMailHandler,
    private readonly sendMail: SendMailHandler,
    private readonly markRead: MarkReadHandler,
    private readonly claimMail: ClaimMailHandler,
  ) {}

  @Get(MAIL_ROUTES.mine)
  @Player()
  mine(@CurrentUser() user: AuthUser): Promise<MyMailDto> {
    return this.myMail.execute(user.id);
  }

  @Post(MAIL_ROUTES.send)
  @HttpCode(200)
  @Player()
  @LegacyShape()
  @RateLimit(RATE_LIMITS.mailSend)
  send(@CurrentUser() user: AuthUser, @Body() body: SendMailRequest): Promise<MailActionDto> {
    return this.sendMail.execute(new SendMailCommand(user.id, body?.toUserId, body?.message, body?.loot));
  }

  @Post(MAIL_ROUTES.read)
  @HttpCode(200)
  @Player()
  @LegacyShape()
  read(@CurrentUser() user: AuthUser, @Body() body: UpdateMailReadRequest): Promise<MailActionDto> {
    return this.markRead.execute(user.id, body?.mailId, body?.status);
  }

  @Post(MAIL_ROUTES.claim)
  @HttpCode(200)
  @Player()
  @LegacyShape()
  claim(@CurrentUser() user: AuthUser, @Body() body: ClaimMailRequest): Promise<MailActionDto> {
    return this.claimMail.execute(user.id, body?.mailId);
  }
}
