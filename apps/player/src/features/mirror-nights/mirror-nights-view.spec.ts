import type { MirrorNightDto } from '@grimhunt/contracts';
import { canEnter, versusPar } from './mirror-nights-view';

const night = (phase: MirrorNightDto['phase'], entered: boolean): MirrorNightDto => ({
  id: 'n',
  name: 'Night',
  startsAt: 0,
  endsAt: 1,
  hunts: 20,
  parScore: 100,
  phase,
  entrants: 0,
  me: { entered, huntsUsed: 0, score: 0 },
});

describe('mirror nights view', () => {
  it('says a score against par', () => {
    expect(versusPar(112, 100)).toBe('+12 over par');
    expect(versusPar(100, 100)).toBe('on par');
    expect(versusPar(92, 100)).toBe('8 under par');
  });
  it('offers to enter until the night ends, once', () => {
    expect(canEnter(night('upcoming', false))).toBe(true);
    expect(canEnter(night('running', false))).toBe(true);
    expect(canEnter(night('running', true))).toBe(false);
    expect(canEnter(night('finished', false))).toBe(false);
  });
});
