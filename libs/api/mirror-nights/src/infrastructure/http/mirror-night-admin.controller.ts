import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminMirrorNightBody, AdminMirrorNightDto, MIRROR_NIGHT_ROUTES } from '@grimhunt/contracts';
import { Admin, contentRange, parseListQuery } from '@grimhunt/api-kernel';
import { ManageMirrorNightsHandler } from '../../application/commands/manage-mirror-nights/manage-mirror-nights.handler';
import { AdminListQuery } from '../../application/ports/mirror-night.store.port';

const LIST_SPEC = {
  sortable: ['name', 'starts', 'ends', 'parScore'],
  defaultSort: 'starts',
  defaultOrder: 'DESC' as const,
  filterable: [],
  maxLimit: 200,
};

interface HeaderReply {
  header(name: string, value: string): HeaderReply;
}

/** The back office's Mirror Nights on `/api/mirrornight`, in the ra-data-simple-rest dialect. */
@ApiTags('mirror nights admin')
@Controller(MIRROR_NIGHT_ROUTES.admin)
@Admin()
export class MirrorNightAdminController {
  constructor(private readonly nights: ManageMirrorNightsHandler) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: HeaderReply): Promise<AdminMirrorNightDto[]> {
    const parsed = parseListQuery(query, LIST_SPEC);
    const ids = parsed.filter['id'];
    const q = parsed.filter['q'];
    const { rows, total } = await this.nights.list({
      q: typeof q === 'string' ? q.trim().slice(0, 60) : undefined,
      ids: ids === undefined ? undefined : (Array.isArray(ids) ? ids : [ids]).map(String).filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
      sortField: parsed.sortField as AdminListQuery['sortField'],
      sortOrder: parsed.sortOrder,
      offset: parsed.offset,
      limit: parsed.limit,
    });
    reply.header('Content-Range', contentRange(MIRROR_NIGHT_ROUTES.admin, parsed.offset, rows.length, total));
    return rows;
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<AdminMirrorNightDto> {
    return this.nights.get(id);
  }

  @Post()
  create(@Body() body: AdminMirrorNightBody): Promise<AdminMirrorNightDto> {
    return this.nights.create(body);
  }

  @Put(':id')
  update(@Param('id') id: string, @Body() body: AdminMirrorNightBody): Promise<AdminMirrorNightDto> {
    return this.nights.update(id, body);
  }

  @Delete(':id')
  delete(@Param('id') id: string): Promise<AdminMirrorNightDto> {
    return this.nights.delete(id);
  }
}
