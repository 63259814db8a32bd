import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ECONOMY_ROUTES, SuccessMessageDto } from '@grimhunt/contracts';
import { AuthUser, CurrentUser, LegacyShape, Player } from '@grimhunt/api-kernel';
import { BuySellCommand } from '../../application/commands/buy-sell/buy-sell.command';
import { BuySellHandler } from '../../application/commands/buy-sell/buy-sell.handler';
import { ChangeEquipmentSetHandler } from '../../application/commands/change-equipment-set/change-equipment-set.handler';
import { ClaimCollectionHandler } from '../../application/commands/claim-collection/claim-collection.handler';
import { EquipItemHandler } from '../../application/commands/equip-item/equip-item.handler';
import { UnequipItemHandler } from '../../application/commands/unequip-item/unequip-item.handler';
import { BuySellRequest, ClaimCollectionRequest, parseWhole } from './economy.requests';

/** The economy's `game/*` actions; all answer `{ success, message }` (failures too, with a 4xx status). */
@ApiTags('game: economy')
@Controller()
export class GameController {
  constructor(
    private readonly buySell: BuySellHandler,
    private readonly equipItem: EquipItemHandler,
    private readonly unequipItem: UnequipItemHandler,
    private readonly changeSet: ChangeEquipmentSetHandler,
    private readonly claimCollection: ClaimCollectionHandler,
  ) {}

  @Post(ECONOMY_ROUTES.buysell)
  @HttpCode(200)
  @Player()
  @LegacyShape()
  trade(@CurrentUser() user: AuthUser, @Body() body: BuySellRequest): Promise<SuccessMessageDto> {
    return this.buySell.execute(new BuySellCommand(user.id, body.itemId, parseWhole(body.amount), body.premium === true));
  }

  @Get(ECONOMY_ROUTES.equip)
  @Player()
  @LegacyShape()
  equip(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<SuccessMessageDto> {
    return this.equipItem.execute(user.id, id);
  }

  @Get(ECONOMY_ROUTES.unequip)
  @Player()
  @LegacyShape()
  unequip(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<SuccessMessageDto> {
    return this.unequipItem.execute(user.id, id);
  }

  @Get(ECONOMY_ROUTES.changeEquipmentSet)
  @Player()
  @LegacyShape()
  changeEquipmentSet(@CurrentUser() user: AuthUser, @Param('slotIndex') slotIndex: string): Promise<SuccessMessageDto> {
    return this.changeSet.execute(user.id, slotIndex);
  }

  @Post(ECONOMY_ROUTES.claimCollection)
  @HttpCode(200)
  @Player()
  @LegacyShape()
  claim(@CurrentUser() user: AuthUser, @Body() body: ClaimCollectionRequest): Promise<SuccessMessageDto> {
    return this.claimCollection.execute(user.id, body.collectionId);
  }
}
