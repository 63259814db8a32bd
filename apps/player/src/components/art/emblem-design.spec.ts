import { EMBLEM_CHARGES, EMBLEM_DIVISIONS, EMBLEM_SHAPES, emblemDesign } from './emblem-design';

describe('emblemDesign', () => {
  it('gives the same seed the same arms every time', () => {
    expect(emblemDesign('c0ffee00-0000-4000-8000-000000000001')).toEqual(emblemDesign('c0ffee00-0000-4000-8000-000000000001'));
  });

  it('spreads a hundred seeds over every shape, division and charge', () => {
    const designs = Array.from({ length: 100 }, (_, i) => emblemDesign(`coven-${i}`));
    expect(new Set(designs.map((d) => d.shape))).toEqual(new Set(EMBLEM_SHAPES));
    expect(new Set(designs.map((d) => d.division))).toEqual(new Set(EMBLEM_DIVISIONS));
    expect(new Set(designs.map((d) => d.charge))).toEqual(new Set(EMBLEM_CHARGES));
    const distinct = new Set(designs.map((d) => JSON.stringify(d)));
    expect(distinct.size).toBeGreaterThan(90);
  });

  it("puts a bought design's device in place of the charge and keeps the coven's shield and colours", () => {
    const seed = 'coven-emblem:0a1b2c3d';
    const own = emblemDesign(seed);
    expect(own.applied).toBeNull();
    const raven = emblemDesign(seed, 'emblem-raven');
    expect(raven).toEqual({ ...own, charge: 'raven', applied: 'emblem-raven' });
    expect(emblemDesign(seed, 'emblem-hourglass')).toMatchObject({ charge: 'hourglass', applied: 'emblem-hourglass' });
    // Unknown keys (and other kinds of token shop items) leave the seed's arms alone.
    for (const other of [null, undefined, '', 'frame-bone', 'emblem-golden', 'toString']) expect(emblemDesign(seed, other)).toEqual(own);
  });
});
