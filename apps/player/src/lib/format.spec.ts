import { abbreviateNumber, formatCurrency, formatStatValue, truncateName, formatAmount } from './format';
import { groupXpIn } from './message-text';

describe('number formats', () => {
  it('abbreviates with K, M, B and one decimal', () => {
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(1000)).toBe('1.0K');
    expect(abbreviateNumber(1550)).toBe('1.5K');
    expect(abbreviateNumber(999_999)).toBe('999.9K');
    expect(abbreviateNumber(1_000_000)).toBe('1.0M');
    expect(abbreviateNumber(1_234_567)).toBe('1.2M');
    expect(abbreviateNumber(2_500_000_000)).toBe('2.5B');
    expect(abbreviateNumber(-12_345)).toBe('-12.3K');
  });

  it('abbreviates currencies only from 100,000', () => {
    expect(formatCurrency(0)).toBe('0');
    expect(formatCurrency(4200)).toBe('4,200');
    expect(formatCurrency(99_999)).toBe('99,999');
    expect(formatCurrency(100_000)).toBe('100.0K');
    expect(formatCurrency(250_000)).toBe('250.0K');
    expect(formatCurrency(12_345_678)).toBe('12.3M');
    expect(formatCurrency(7_000_000_000)).toBe('7.0B');
  });

  it('formats gold and XP amounts through one rule: digits below 100,000, K/M/B with one decimal from there', () => {
    expect(formatAmount(1250)).toBe('1,250');
    expect(formatAmount(99_999)).toBe('99,999');
    expect(formatAmount(1_234_567)).toBe('1.2M');
    expect(formatAmount(3_000_000_000)).toBe('3.0B');
  });

  it('formats stat values with units and ranges', () => {
    expect(formatStatValue(10, 10, '')).toBe('+10');
    expect(formatStatValue(3, 3, '%')).toBe('+3%');
    expect(formatStatValue(-1, -1, 'min')).toBe('-1 min');
    expect(formatStatValue(0, 0, '')).toBe('0');
    expect(formatStatValue(2, 5, '%')).toBe('+2 to +5%');
  });

  it('groups the digits of XP amounts in a server message and leaves every other number as sent', () => {
    expect(groupXpIn('You need 4000 XP for this item')).toBe('You need 4,000 XP for this item');
    expect(groupXpIn('You need 12000 XP to travel to Blackthorn Manor')).toBe('You need 12,000 XP to travel to Blackthorn Manor');
    expect(groupXpIn('You need 500 XP to travel to Whispering Chapel')).toBe('You need 500 XP to travel to Whispering Chapel');
    expect(groupXpIn('Tournament 2026 ends at 1200')).toBe('Tournament 2026 ends at 1200');
    expect(groupXpIn('Player4000 XPress')).toBe('Player4000 XPress');
  });

  it('cuts names at 14 characters plus dots', () => {
    expect(truncateName('Abraham_Van_Helsing')).toBe('Abraham_Van_He...');
    expect(truncateName('Short')).toBe('Short');
  });
});
