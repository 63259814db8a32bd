import { tournamentPay } from './tournament';

describe('tournament pay against hunting', () => {
  it('spreads prize less fee over the hours and compares it with the region median of hunting', () => {
    const rows = tournamentPay(
      [
        { region: 'A', netGoldPerHunt: 10, xpPerHunt: 4 },
        { region: 'A', netGoldPerHunt: 30, xpPerHunt: 8 },
        { region: 'A', netGoldPerHunt: 20, xpPerHunt: 6 },
        { region: 'B', netGoldPerHunt: 100, xpPerHunt: 50 },
      ],
      2,
      { hours: 10, entryFee: 100, prizes: [1100, 600] },
    );
    expect(rows).toEqual([
      {
        region: 'A',
        huntingGoldPerHour: 40,
        huntingXpPerHour: 12,
        placeGoldPerHour: [100, 50],
        noPrizeGoldPerHour: -10,
        firstPlaceInHuntingHours: 1100 / 40,
      },
      {
        region: 'B',
        huntingGoldPerHour: 200,
        huntingXpPerHour: 100,
        placeGoldPerHour: [100, 50],
        noPrizeGoldPerHour: -10,
        firstPlaceInHuntingHours: 1100 / 200,
      },
    ]);
  });
});
