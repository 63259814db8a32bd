import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CATALOGUE_ROUTES, ClientItemDto, NEWS_ROUTES, NewsDto } from '@grimhunt/contracts';
import { Player } from '@grimhunt/api-kernel';
import { CatalogueService } from '../../application/catalogue.service';

/** Catalogue reads of the player app. */
@ApiTags('catalogue: player')
@Controller()
export class ClientCatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get(CATALOGUE_ROUTES.clientItem)
  @Player()
  clientItem(@Param('id') id: string): Promise<ClientItemDto> {
    return this.catalogue.clientItem(id);
  }

  /** Newest first; `count` is capped at 50. */
  @Get(`${NEWS_ROUTES.base}/${NEWS_ROUTES.latest}`)
  @Player()
  latestNews(@Param('from') from: string, @Param('count') count: string): Promise<NewsDto[]> {
    return this.catalogue.latestNews(from, count);
  }
}
