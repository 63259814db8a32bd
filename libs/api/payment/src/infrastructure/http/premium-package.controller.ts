import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PREMIUM_PACKAGE_ROUTES, PremiumPackageViewDto } from '@grimhunt/contracts';
import { Player } from '@grimhunt/api-kernel';
import { ActivePackagesHandler } from '../../application/queries/active-packages/active-packages.handler';

/**
 * `GET /api/premiumPackage/getactive`. `GET /api/premiumPackage/{id}` is the catalogue resource's (players may read
 * one visible package there); the static path wins over `:id` in the router.
 */
@ApiTags('payment: premium packages')
@Controller(PREMIUM_PACKAGE_ROUTES.base)
export class PremiumPackageController {
  constructor(private readonly active: ActivePackagesHandler) {}

  @Get(PREMIUM_PACKAGE_ROUTES.active)
  @Player()
  getActive(): Promise<PremiumPackageViewDto[]> {
    return this.active.execute();
  }
}
