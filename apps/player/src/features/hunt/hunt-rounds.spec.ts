import type { HuntCatchDto } from '@grimhunt/contracts';
import { bpPercent, chanceText } from './hunt-rounds';

const sure: HuntCatchDto = {
  power: 60,
  scareFactor: 35,
  monster: false,
  regularBp: 10_000,
  mysticBp: 0,
  chanceBp: 10_000,
  decidedBy: 'regular',
};

describe('hunt round texts', () => {
  it('words basis points as percentages: one decimal, two below 0.1 %, none when whole', () => {
    expect(bpPercent(9166)).toBe('91.7%');
    expect(bpPercent(10_000)).toBe('100%');
    expect(bpPercent(1250)).toBe('12.5%');
    expect(bpPercent(5)).toBe('0.05%');
    expect(bpPercent(0)).toBe('0%');
  });

  it('words power against scare factor: a sure catch, the curve, monster power', () => {
    expect(chanceText(sure)).toBe('Power 60 against scare factor 35 — a sure catch');
    expect(chanceText({ ...sure, power: 1200, scareFactor: 1500, regularBp: 5120, chanceBp: 5120, monster: true })).toBe(
      'Power 1,200 (with monster power) against scare factor 1,500 — 51.2%',
    );
  });
});
