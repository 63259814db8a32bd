import { crownOf } from './crowns';

describe('crownOf', () => {
  it('crowns at 10, 100, 500 and 1,000 catches', () => {
    expect(crownOf(0)).toEqual({ crown: 0, nextCrown: 10 });
    expect(crownOf(9)).toEqual({ crown: 0, nextCrown: 10 });
    expect(crownOf(10)).toEqual({ crown: 10, nextCrown: 100 });
    expect(crownOf(99)).toEqual({ crown: 10, nextCrown: 100 });
    expect(crownOf(100)).toEqual({ crown: 100, nextCrown: 500 });
    expect(crownOf(500)).toEqual({ crown: 500, nextCrown: 1000 });
    expect(crownOf(1000)).toEqual({ crown: 1000, nextCrown: null });
    expect(crownOf(25_000)).toEqual({ crown: 1000, nextCrown: null });
  });
});
