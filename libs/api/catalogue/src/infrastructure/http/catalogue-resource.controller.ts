import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, Res, Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CatalogueResource, GAME_ROLES, RoleName } from '@grimhunt/contracts';
import { Admin, AuthUser, contentRange, CurrentUser, Roles } from '@grimhunt/api-kernel';
import { Audience, CatalogueService } from '../../application/catalogue.service';

interface HeaderReply {
  header(name: string, value: string): unknown;
}

export interface ResourceAccess {
  /** Roles that may list (admins always may). */
  list: readonly RoleName[];
  /** Roles that may read one record. */
  getOne: readonly RoleName[];
}

const ADMIN_ONLY: ResourceAccess = { list: ['admin'], getOne: ['admin'] };

/**
 * Who may read what besides admins: the stat list (glossary) and the item type list, and one
 * premium package. Every write is admin-only. Players never see records with `visible: false`.
 */
export const RESOURCE_ACCESS: Partial<Record<CatalogueResource, ResourceAccess>> = {
  stat: { list: GAME_ROLES, getOne: ['admin'] },
  itemtype: { list: GAME_ROLES, getOne: ['admin'] },
  premiumPackage: { list: ['admin'], getOne: GAME_ROLES },
};

export function audienceOf(user: AuthUser | undefined): Audience {
  return user?.role === 'admin' ? 'admin' : 'player';
}

/**
 * The ra-data-simple-rest dialect for one resource on `/api/<resource>`: list with sort/range/filter
 * and `Content-Range`, getMany through `filter={"id":[...]}`, get, create (201 + record), update by path or by
 * body id (the spec's id-less PUT), delete (answers the deleted record).
 */
export function createResourceController(resource: CatalogueResource): Type<unknown> {
  const access = RESOURCE_ACCESS[resource] ?? ADMIN_ONLY;

  @ApiTags(`catalogue: ${resource}`)
  @Controller(resource)
  @Admin()
  class ResourceController {
    constructor(@Inject(CatalogueService) readonly catalogue: CatalogueService) {}

    @Get()
    @Roles(...access.list)
    async list(@Query() query: Record<string, unknown>, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: HeaderReply) {
      const { rows, total, offset } = await this.catalogue.list(resource, query ?? {}, audienceOf(user));
      reply.header('Content-Range', contentRange(resource, offset, rows.length, total));
      reply.header('X-Total-Count', String(total));
      return rows;
    }

    @Get(':id')
    @Roles(...access.getOne)
    getOne(@Param('id') id: string, @CurrentUser() user: AuthUser) {
      return this.catalogue.getOne(resource, id, audienceOf(user));
    }

    @Post()
    create(@Body() body: unknown) {
      return this.catalogue.create(resource, body);
    }

    @Put()
    updateByBody(@Body() body: unknown) {
      return this.catalogue.update(resource, undefined, body);
    }

    @Put(':id')
    update(@Param('id') id: string, @Body() body: unknown) {
      return this.catalogue.update(resource, id, body);
    }

    @Delete(':id')
    remove(@Param('id') id: string) {
      return this.catalogue.remove(resource, id);
    }
  }

  Object.defineProperty(ResourceController, 'name', { value: `${resource.charAt(0).toUpperCase()}${resource.slice(1)}ResourceController` });
  return ResourceController;
}
