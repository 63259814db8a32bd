import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { FriendshipAdminDto } from '@grimhunt/contracts';
import { Admin, contentRange, parseListQuery } from '@grimhunt/api-kernel';
import { ListFriendshipsHandler } from '../../application/queries/list-friendships/list-friendships.handler';

const LIST_SPEC = {
  sortable: ['createdAt'],
  defaultSort: 'createdAt',
  defaultOrder: 'DESC' as const,
  filterable: ['userId'],
  maxLimit: 200,
};

interface HeaderReply {
  header(name: string, value: string): HeaderReply;
}

/** Back-office read-only list of friendships on `/api/friendship`, in the ra-data-simple-rest dialect. */
@ApiTags('social admin')
@Controller('friendship')
@Admin()
export class FriendshipAdminController {
  constructor(private readonly friendships: ListFriendshipsHandler) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: HeaderReply): Promise<FriendshipAdminDto[]> {
    const parsed = parseListQuery({ range: '[0,24]', ...query }, LIST_SPEC);
    const { rows, total } = await this.friendships.execute(parsed);
    reply.header('Content-Range', contentRange('friendship', parsed.offset, rows.length, total));
    return rows;
  }
}
