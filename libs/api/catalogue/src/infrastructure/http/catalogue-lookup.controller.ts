import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CATALOGUE_ROUTES, ItemSearchResultDto, SETTING_ROUTES } from '@grimhunt/contracts';
import { Admin } from '@grimhunt/api-kernel';
import { CatalogueService } from '../../application/catalogue.service';

/** The back office's extra catalogue reads. */
@ApiTags('catalogue')
@Controller()
@Admin()
export class CatalogueLookupController {
  constructor(private readonly catalogue: CatalogueService) {}

  /** Item picker: `?searchTerm=&page=&pageSize=20`, pages from 1. */
  @Get(CATALOGUE_ROUTES.itemSearch)
  search(@Query() query: Record<string, unknown>): Promise<ItemSearchResultDto> {
    return this.catalogue.searchItems(query ?? {});
  }

  @Get(CATALOGUE_ROUTES.groundsOfRegion)
  groundsOfRegion(@Param('regionId') regionId: string) {
    return this.catalogue.groundsOfRegion(regionId);
  }

  @Get(CATALOGUE_ROUTES.tablesOfGround)
  tablesOfGround(@Param('huntingGroundId') huntingGroundId: string) {
    return this.catalogue.tablesOfGround(huntingGroundId);
  }

  /** 404 when the key is missing (the missions page then counts missions as disabled). */
  @Get(`${SETTING_ROUTES.base}/${SETTING_ROUTES.getByKey}`)
  settingByKey(@Param('key') key: string) {
    return this.catalogue.settingByKey(key);
  }
}
