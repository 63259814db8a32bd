import { TOKEN_SHOP_ERROR_CODES as S, TOKEN_SHOP_ITEMS } from '@grimhunt/contracts';
import { checkEquip, planPurchase, shopItemOf } from './token-shop';

const codeOf = (work: () => unknown) => {
  try {
    work();
    return null;
  } catch (e) {
    return { code: (e as { code: string }).code, status: (e as { status: number }).status };
  }
};

describe('token shop', () => {
  const frame = shopItemOf('frame-ember');
  const emblem = shopItemOf('emblem-raven');

  it('has 6 to 10 items with unique keys and whole positive prices', () => {
    expect(TOKEN_SHOP_ITEMS.length).toBeGreaterThanOrEqual(6);
    expect(TOKEN_SHOP_ITEMS.length).toBeLessThanOrEqual(10);
    expect(new Set(TOKEN_SHOP_ITEMS.map((i) => i.key)).size).toBe(TOKEN_SHOP_ITEMS.length);
    for (const i of TOKEN_SHOP_ITEMS) expect(Number.isInteger(i.price) && i.price > 0).toBe(true);
  });

  it('answers 404 for an unknown key', () => {
    expect(codeOf(() => shopItemOf('frame-gold'))).toEqual({ code: S.UNKNOWN_ITEM, status: 404 });
  });

  it('sells when the balance covers the price, once', () => {
    expect(planPurchase(frame, new Set(), frame.price)).toEqual({ left: 0 });
    expect(planPurchase(frame, new Set(['frame-bone']), frame.price + 5)).toEqual({ left: 5 });
    expect(codeOf(() => planPurchase(frame, new Set(), frame.price - 1))).toEqual({ code: S.NOT_ENOUGH_TOKENS, status: 409 });
    expect(codeOf(() => planPurchase(frame, new Set([frame.key]), 1000))).toEqual({ code: S.ALREADY_OWNED, status: 409 });
  });

  it('equips owned frames and titles only', () => {
    expect(codeOf(() => checkEquip(frame, new Set([frame.key])))).toBeNull();
    expect(codeOf(() => checkEquip(frame, new Set()))).toEqual({ code: S.NOT_OWNED, status: 409 });
    expect(codeOf(() => checkEquip(emblem, new Set([emblem.key])))).toEqual({ code: S.NOT_EQUIPPABLE, status: 400 });
  });
});
