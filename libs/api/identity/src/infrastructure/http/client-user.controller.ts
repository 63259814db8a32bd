import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CLIENT_USER_ROUTES, ClientUserDto } from '@grimhunt/contracts';
import { AuthUser, CurrentUser, Player } from '@grimhunt/api-kernel';
import { GetMeHandler } from '../../application/queries/get-me.handler';

@ApiTags('clientUser')
@Controller(CLIENT_USER_ROUTES.base)
export class ClientUserController {
  constructor(private readonly getMe: GetMeHandler) {}

  @Get(CLIENT_USER_ROUTES.getme)
  @Player()
  me(@CurrentUser() user: AuthUser): Promise<ClientUserDto> {
    return this.getMe.execute(user.id);
  }
}
