import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ADMIN_USER_PAGE_SIZE, AdminUserDto, USER_ROUTES } from '@grimhunt/contracts';
import { Admin, AuthUser, contentRange, CurrentUser, parseListQuery, ValidationError } from '@grimhunt/api-kernel';
import { AdminUserUpdate, ManageUsersHandler } from '../../application/commands/manage-users/manage-users.handler';
import { AccountListQuery } from '../../application/ports/account-admin.repository.port';

export class AddInventoryItemRequest {
  @IsOptional() @IsString() @MaxLength(64) userId: string;
  @IsOptional() @IsString() @MaxLength(64) itemId: string;
  @IsOptional() @IsString() @MaxLength(20) deltaAmount: string;
  @IsOptional() @IsString() @MaxLength(8) remove: string;
}

const LIST_SPEC = {
  sortable: ['id', 'name', 'email', 'xp', 'userRole', 'patreonType', 'createdAt'] as const,
  defaultSort: 'name',
  filterable: ['userRole'] as const,
  maxLimit: 200,
};

interface HeaderReply {
  header(name: string, value: string): HeaderReply;
}

/** Back-office user admin on `/api/user`, in the ra-data-simple-rest dialect. */
@ApiTags('user admin')
@Controller(USER_ROUTES.base)
@Admin()
export class UserAdminController {
  constructor(private readonly users: ManageUsersHandler) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: HeaderReply): Promise<AdminUserDto[]> {
    const parsed = parseListQuery(
      { range: `[0,${ADMIN_USER_PAGE_SIZE - 1}]`, ...query },
      { ...LIST_SPEC, sortable: [...LIST_SPEC.sortable], filterable: [...LIST_SPEC.filterable] },
    );
    const ids = parsed.filter['id'];
    const listQuery: AccountListQuery = {
      q: typeof parsed.filter['q'] === 'string' ? (parsed.filter['q'] as string).trim().slice(0, 64) : undefined,
      role: parsed.filter['userRole'] !== undefined ? Number(parsed.filter['userRole']) : undefined,
      ids: ids === undefined ? undefined : (Array.isArray(ids) ? ids : [ids]).map(String),
      sortField: parsed.sortField as AccountListQuery['sortField'],
      sortOrder: parsed.sortOrder,
      offset: parsed.offset,
      limit: parsed.limit,
    };
    if (listQuery.role !== undefined && !Number.isInteger(listQuery.role)) throw new ValidationError('userRole must be a number');
    const { rows, total } = await this.users.list(listQuery);
    reply.header('Content-Range', contentRange('user', parsed.offset, rows.length, total));
    return rows;
  }

  @Get('getByName/:name')
  getByName(@Param('name') name: string): Promise<AdminUserDto> {
    return this.users.getByName(name);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<AdminUserDto> {
    return this.users.get(id);
  }

  /** The spec's id-less PUT (id in the body) and the simple-rest PUT by id. */
  @Put()
  updateByBody(@CurrentUser() actor: AuthUser, @Body() body: AdminUserUpdate): Promise<AdminUserDto> {
    if (!isBody(body)) throw new ValidationError('The user to save must be sent as a JSON object');
    if (typeof body.id !== 'string') throw new ValidationError('id is required');
    return this.users.update(actor.id, body.id, body);
  }

  @Put(':id')
  update(@CurrentUser() actor: AuthUser, @Param('id') id: string, @Body() body: AdminUserUpdate): Promise<AdminUserDto> {
    // No body (or a JSON array or scalar) is a bad request, not a server error.
    if (!isBody(body)) throw new ValidationError('The user to save must be sent as a JSON object');
    if (body.id !== undefined && body.id !== id) throw new ValidationError('The id in the body differs from the one in the path');
    return this.users.update(actor.id, id, body);
  }

  @Delete(':id')
  delete(@CurrentUser() actor: AuthUser, @Param('id') id: string): Promise<AdminUserDto> {
    return this.users.delete(actor.id, id);
  }

  @Post(USER_ROUTES.addInventoryItem)
  @HttpCode(200)
  addInventoryItem(@CurrentUser() actor: AuthUser, @Body() body: AddInventoryItemRequest) {
    return this.users.addInventoryItem(actor.id, body.userId, body.itemId, body.deltaAmount, body.remove);
  }
}

function isBody(body: unknown): body is AdminUserUpdate {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}
