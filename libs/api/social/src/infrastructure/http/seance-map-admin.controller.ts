import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SEANCE_MAP_RESOURCE, SeanceMapAdminDto } from '@grimhunt/contracts';
import { Admin, contentRange, parseListQuery } from '@grimhunt/api-kernel';
import { ListSeanceMapsHandler } from '../../application/queries/list-seance-maps/list-seance-maps.handler';

const LIST_SPEC = {
  sortable: ['createdAt', 'expiresAt'],
  defaultSort: 'createdAt',
  defaultOrder: 'DESC' as const,
  filterable: ['userId', 'status'],
  maxLimit: 200,
};

interface HeaderReply {
  header(name: string, value: string): HeaderReply;
}

/** Back-office read-only list of séance maps on `/api/seancemap`, in the ra-data-simple-rest dialect. */
@ApiTags('social admin')
@Controller(SEANCE_MAP_RESOURCE)
@Admin()
export class SeanceMapAdminController {
  constructor(private readonly maps: ListSeanceMapsHandler) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: HeaderReply): Promise<SeanceMapAdminDto[]> {
    const parsed = parseListQuery({ range: '[0,24]', ...query }, LIST_SPEC);
    const { rows, total } = await this.maps.execute(parsed);
    reply.header('Content-Range', contentRange(SEANCE_MAP_RESOURCE, parsed.offset, rows.length, total));
    return rows;
  }
}
