import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CLIENT_USER_ROUTES,
  ClientUserFullDto,
  EquipmentDto,
  InventoryEntryDto,
  PlayerBasicDto,
  PlayerStatusDto,
} from '@grimhunt/contracts';
import { AuthUser, CurrentUser, Player } from '@grimhunt/api-kernel';
import { GetPlayerHandler } from './get-player.handler';

/** The player's own state: account, holdings and hunt timers in one read model. */
@ApiTags('clientUser')
@Controller(CLIENT_USER_ROUTES.base)
export class ClientUserController {
  constructor(private readonly player: GetPlayerHandler) {}

  @Get(CLIENT_USER_ROUTES.getme)
  @Player()
  me(@CurrentUser() user: AuthUser): Promise<ClientUserFullDto> {
    return this.player.me(user.id);
  }

  @Get(CLIENT_USER_ROUTES.getstatus)
  @Player()
  status(@CurrentUser() user: AuthUser): Promise<PlayerStatusDto> {
    return this.player.status(user.id);
  }

  @Get(CLIENT_USER_ROUTES.getbasic)
  @Player()
  basic(@CurrentUser() user: AuthUser): Promise<PlayerBasicDto> {
    return this.player.basic(user.id);
  }

  @Get(CLIENT_USER_ROUTES.getinventory)
  @Player()
  inventory(@CurrentUser() user: AuthUser): Promise<InventoryEntryDto[]> {
    return this.player.inventory(user.id);
  }

  @Get(CLIENT_USER_ROUTES.getequipment)
  @Player()
  equipment(@CurrentUser() user: AuthUser): Promise<EquipmentDto> {
    return this.player.equipmentView(user.id);
  }
}
