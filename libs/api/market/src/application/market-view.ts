import { MarketFillDto, MarketOrderDto, MarketTradeDto } from '@grimhunt/contracts';
import type { CatalogueSnapshot } from '@grimhunt/api-catalogue';
import { escrowOf } from '../domain/matching';
import { OrderRecord, TradeRecord } from './ports/market.store.port';

/** An order as its owner sees it; an open order past its expiry shows as expired (its escrow goes back on the next expiry run). */
export function toOrderDto(order: OrderRecord, snapshot: CatalogueSnapshot, now: Date): MarketOrderDto {
  const item = snapshot.get('item', order.itemId);
  const lapsed = order.status === 'open' && order.expiresAt.getTime() <= now.getTime();
  const open = order.status === 'open' && !lapsed;
  const remaining = order.status === 'open' ? order.amount - order.filled : 0;
  return {
    id: order.id,
    itemId: order.itemId,
    itemName: item?.name ?? '',
    itemImageId: item?.imageId ?? null,
    side: order.side,
    price: order.price,
    amount: order.amount,
    filled: order.filled,
    remaining: open ? remaining : 0,
    status: lapsed ? 'expired' : order.status,
    gold: order.gold,
    tariff: order.tariff,
    escrow: escrowOf(order.side, order.price, remaining),
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    closedAt: order.closedAt ? order.closedAt.toISOString() : lapsed ? order.expiresAt.toISOString() : null,
  };
}

/** A fill as the owner of `orderId` sees it. */
export function toFillDto(trade: TradeRecord, orderId: string): MarketFillDto {
  return {
    tradeId: trade.id,
    price: trade.price,
    amount: trade.amount,
    gold: trade.gold,
    tariff: trade.sellOrderId === orderId ? trade.tariff : 0,
    at: trade.at.toISOString(),
  };
}

export function toTradeDto(trade: TradeRecord, snapshot: CatalogueSnapshot, names: Map<string, string>): MarketTradeDto {
  return {
    id: trade.id,
    itemId: trade.itemId,
    itemName: snapshot.get('item', trade.itemId)?.name ?? '',
    buyerId: trade.buyerId,
    buyerName: names.get(trade.buyerId) ?? '',
    sellerId: trade.sellerId,
    sellerName: names.get(trade.sellerId) ?? '',
    buyOrderId: trade.buyOrderId,
    sellOrderId: trade.sellOrderId,
    price: trade.price,
    amount: trade.amount,
    gold: trade.gold,
    tariff: trade.tariff,
    at: trade.at.toISOString(),
  };
}
