import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MARKET_TRADE_RESOURCE, MarketTradeDto } from '@grimhunt/contracts';
import { Admin, contentRange, isUuid, parseListQuery, ValidationError } from '@grimhunt/api-kernel';
import { ListTradesHandler } from '../../application/queries/list-trades/list-trades.handler';
import { TradeListQuery } from '../../application/ports/market.store.port';

const LIST_SPEC = {
  sortable: ['at', 'price', 'amount', 'gold', 'tariff'],
  defaultSort: 'at',
  defaultOrder: 'DESC' as const,
  filterable: ['itemId', 'userId', 'from', 'to'],
  maxLimit: 200,
};

interface HeaderReply {
  header(name: string, value: string): HeaderReply;
}

const uuidFilter = (value: unknown, name: string): string | undefined => {
  if (value === undefined) return undefined;
  if (!isUuid(value)) throw new ValidationError(`${name} must be an id`);
  return value;
};

const dateFilter = (value: unknown, name: string): Date | undefined => {
  if (value === undefined) return undefined;
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new ValidationError(`${name} must be a date (YYYY-MM-DD)`);
  return date;
};

/**
 * The back office's trades list (`/api/markettrade`, admins, read-only) in the ra-data-simple-rest dialect: newest
 * first; filters `itemId`, `userId` (buyer or seller), `from` (inclusive) and `to` (exclusive; a bare day means its
 * start, 00:00 UTC).
 */
@ApiTags('market admin')
@Controller(MARKET_TRADE_RESOURCE)
@Admin()
export class MarketTradeController {
  constructor(private readonly trades: ListTradesHandler) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: HeaderReply): Promise<MarketTradeDto[]> {
    const parsed = parseListQuery({ range: '[0,49]', ...query }, LIST_SPEC);
    const ids = parsed.filter['id'];
    const idList = ids === undefined ? undefined : (Array.isArray(ids) ? ids : [ids]).map((id) => uuidFilter(id, 'id')!);
    const listQuery: TradeListQuery = {
      itemId: uuidFilter(parsed.filter['itemId'], 'itemId'),
      userId: uuidFilter(parsed.filter['userId'], 'userId'),
      from: dateFilter(parsed.filter['from'], 'from'),
      to: dateFilter(parsed.filter['to'], 'to'),
      ids: idList,
      sortField: (parsed.sortField === 'id' ? 'at' : parsed.sortField) as TradeListQuery['sortField'],
      sortOrder: parsed.sortOrder,
      offset: parsed.offset,
      limit: parsed.limit,
    };
    const { rows, total } = await this.trades.list(listQuery);
    reply.header('Content-Range', contentRange(MARKET_TRADE_RESOURCE, parsed.offset, rows.length, total));
    return rows;
  }
}
