import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CheckResultDto, GAME_ROLES, LoginResultDto, USER_ROUTES } from '@grimhunt/contracts';
import {
  addressKey,
  AuthUser,
  CurrentUser,
  DomainError,
  httpStatusOf,
  LegacyShape,
  Public,
  RATE_LIMITS,
  RateLimit,
  Roles,
} from '@grimhunt/api-kernel';
import { ActivateAccountHandler } from '../../application/commands/activate-account/activate-account.handler';
import { LoginHandler } from '../../application/commands/login/login.handler';
import { PasswordResetHandler } from '../../application/commands/password-reset/password-reset.handler';
import { RegisterAccountHandler } from '../../application/commands/register-account/register-account.handler';
import { RenewTokenHandler } from '../../application/commands/renew-token/renew-token.handler';
import { ResendActivationHandler } from '../../application/commands/resend-activation/resend-activation.handler';
import { UpdateAccountHandler } from '../../application/commands/update-account/update-account.handler';
import { SearchUsersHandler } from '../../application/queries/search-users/search-users.handler';
import {
  ForgotPasswordRequestRequest,
  ForgotPasswordRetrieveRequest,
  LoginRequest,
  RegisterRequest,
  SearchUsersRequest,
  UpdateEmailRequest,
  UpdatePasswordRequest,
} from './identity.requests';

interface TextReply {
  status(code: number): TextReply;
  type(contentType: string): TextReply;
  send(body: string): void;
}

/** `/api/user/*` account routes of the spec. */
@ApiTags('user')
@Controller(USER_ROUTES.base)
export class UserController {
  constructor(
    private readonly registerAccount: RegisterAccountHandler,
    private readonly activateAccount: ActivateAccountHandler,
    private readonly loginHandler: LoginHandler,
    private readonly renewToken: RenewTokenHandler,
    private readonly passwordReset: PasswordResetHandler,
    private readonly resendActivation: ResendActivationHandler,
    private readonly updateAccount: UpdateAccountHandler,
    private readonly searchUsers: SearchUsersHandler,
  ) {}

  @Post(USER_ROUTES.login)
  @HttpCode(200)
  @Public()
  @LegacyShape()
  @RateLimit(RATE_LIMITS.login)
  login(@Body() body: LoginRequest, @Req() req: { ip: string }): Promise<LoginResultDto> {
    return this.loginHandler.execute(body.username, body.password, addressKey(req.ip));
  }

  @Post(USER_ROUTES.register)
  @HttpCode(200)
  @Public()
  @LegacyShape()
  @RateLimit(RATE_LIMITS.register)
  register(@Body() body: RegisterRequest) {
    return this.registerAccount.execute(body);
  }

  @Get(USER_ROUTES.check)
  @Roles('user', 'betaUser', 'admin', 'notActivated')
  check(@CurrentUser() user: AuthUser): Promise<CheckResultDto> {
    return this.renewToken.execute(user.id, user.authTime);
  }

  /** Answers text. */
  @Get(USER_ROUTES.activate)
  @Public()
  async activate(@Param('id') id: string, @Res() reply: TextReply) {
    await this.sendText(reply, () => this.activateAccount.execute(id));
  }

  @Post(USER_ROUTES.forgotPasswordRequest)
  @HttpCode(200)
  @Public()
  @LegacyShape()
  @RateLimit(RATE_LIMITS.forgotPassword)
  forgotPasswordRequest(@Body() body: ForgotPasswordRequestRequest) {
    return this.passwordReset.request(body.username);
  }

  /** Answers text. */
  @Post(USER_ROUTES.forgotPasswordRetrieve)
  @Public()
  @RateLimit(RATE_LIMITS.forgotPassword)
  async forgotPasswordRetrieve(@Body() body: ForgotPasswordRetrieveRequest, @Res() reply: TextReply) {
    await this.sendText(reply, () => this.passwordReset.retrieve(body.token));
  }

  @Post(USER_ROUTES.resendActivationMail)
  @HttpCode(200)
  @Roles('notActivated', 'user', 'betaUser', 'admin')
  @LegacyShape()
  @RateLimit(RATE_LIMITS.resendActivation)
  resend(@CurrentUser() user: AuthUser) {
    return this.resendActivation.execute(user.id);
  }

  @Post(USER_ROUTES.updateEmail)
  @HttpCode(200)
  @Roles(...GAME_ROLES)
  @LegacyShape()
  updateEmail(@CurrentUser() user: AuthUser, @Body() body: UpdateEmailRequest) {
    return this.updateAccount.updateEmail(user.id, body.userId, body.password, body.email);
  }

  @Post(USER_ROUTES.updatePassword)
  @HttpCode(200)
  @Roles(...GAME_ROLES)
  @LegacyShape()
  updatePassword(@CurrentUser() user: AuthUser, @Body() body: UpdatePasswordRequest) {
    return this.updateAccount.updatePassword(user.id, body.userId, body.currPw, body.newPw);
  }

  @Post(USER_ROUTES.search)
  @HttpCode(200)
  @Roles(...GAME_ROLES)
  search(@CurrentUser() user: AuthUser, @Body() body: SearchUsersRequest): Promise<string[]> {
    return this.searchUsers.execute(body.searchstring, body.includeingBanned === 'true', user.role === 'admin');
  }

  private async sendText(reply: TextReply, work: () => Promise<string>) {
    try {
      reply
        .status(200)
        .type('text/plain; charset=utf-8')
        .send(await work());
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      reply.status(httpStatusOf(error)).type('text/plain; charset=utf-8').send(error.message);
    }
  }
}
