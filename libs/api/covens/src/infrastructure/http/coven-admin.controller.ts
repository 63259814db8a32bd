import { Body, Controller, Delete, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { COVEN_ROUTES, CovenAdminDto } from '@grimhunt/contracts';
import { Admin, contentRange, parseListQuery } from '@grimhunt/api-kernel';
import { COVEN_ADMIN_SORTABLE, ModerateCovenHandler } from '../../application/commands/moderate-coven/moderate-coven.handler';
import { CovenAdminWriteRequest } from './covens.requests';

interface HeaderReply {
  header(name: string, value: string): HeaderReply;
}

/** The back office's moderation of covens on `/api/coven` (ra-data-simple-rest): rename, disband, remove a message. */
@ApiTags('coven admin')
@Controller()
@Admin()
export class CovenAdminController {
  constructor(private readonly covens: ModerateCovenHandler) {}

  @Get(COVEN_ROUTES.admin)
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: HeaderReply): Promise<CovenAdminDto[]> {
    const parsed = parseListQuery(query, { sortable: [...COVEN_ADMIN_SORTABLE], defaultSort: 'name', filterable: [], maxLimit: 200 });
    const { rows, total } = await this.covens.list(parsed);
    reply.header('Content-Range', contentRange(COVEN_ROUTES.admin, parsed.offset, rows.length, total));
    return rows;
  }

  @Get(COVEN_ROUTES.adminOne)
  one(@Param('id') id: string): Promise<CovenAdminDto> {
    return this.covens.one(id);
  }

  @Put(COVEN_ROUTES.adminOne)
  update(@Param('id') id: string, @Body() body: CovenAdminWriteRequest): Promise<CovenAdminDto> {
    return this.covens.update(id, body as never);
  }

  @Delete(COVEN_ROUTES.adminOne)
  disband(@Param('id') id: string): Promise<CovenAdminDto> {
    return this.covens.disband(id);
  }

  @Delete(COVEN_ROUTES.adminBoardMessage)
  removeMessage(@Param('id') id: string, @Param('messageId') messageId: string): Promise<{ id: string }> {
    return this.covens.removeMessage(id, messageId);
  }
}
