import { chronoAfter, chronoAt } from './chrono';

const H = 3_600_000;
const T = 1_000_000_000_000;

describe('chrono charges from timestamps', () => {
  it('no crystal: no charges', () => {
    expect(chronoAt({ charges: 2, rechargeAt: T }, 0, T, H)).toEqual({ charges: 0, rechargeAt: null, max: 0 });
  });
  it('a crystal never used is full', () => {
    expect(chronoAt({ charges: 0, rechargeAt: null }, 3, T, H)).toEqual({ charges: 3, rechargeAt: null, max: 3 });
  });
  it('using a charge of a full crystal starts the recharge clock', () => {
    const full = chronoAt({ charges: 0, rechargeAt: null }, 3, T, H);
    expect(chronoAfter(full, -1, T, H)).toEqual({ charges: 2, rechargeAt: T + H });
  });
  it('one charge comes back per period, counted from the due time; full stops the clock', () => {
    const stored = { charges: 0, rechargeAt: T + H };
    expect(chronoAt(stored, 3, T + H - 1, H)).toEqual({ charges: 0, rechargeAt: T + H, max: 3 });
    expect(chronoAt(stored, 3, T + H, H)).toEqual({ charges: 1, rechargeAt: T + 2 * H, max: 3 });
    expect(chronoAt(stored, 3, T + 2 * H + 5, H)).toEqual({ charges: 2, rechargeAt: T + 3 * H, max: 3 });
    expect(chronoAt(stored, 3, T + 10 * H, H)).toEqual({ charges: 3, rechargeAt: null, max: 3 });
  });
  it('using a charge while recharging keeps the running clock; Reconstruction can fill it', () => {
    const now = chronoAt({ charges: 2, rechargeAt: T + H }, 3, T + 10, H);
    expect(chronoAfter(now, -1, T + 10, H)).toEqual({ charges: 1, rechargeAt: T + H });
    expect(chronoAfter(now, +1, T + 10, H)).toEqual({ charges: 3, rechargeAt: null });
    expect(chronoAfter(now, -1 + 1, T + 10, H)).toEqual({ charges: 2, rechargeAt: T + H });
  });
  it('a smaller crystal caps the stored charges', () => {
    expect(chronoAt({ charges: 5, rechargeAt: T }, 2, T - 1, H)).toEqual({ charges: 2, rechargeAt: null, max: 2 });
  });
});
