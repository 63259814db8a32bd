import { TOURNAMENT_MESSAGES } from '@grimhunt/contracts';
import { newTournament, toIso, toTournamentWrite, validateTournamentForm } from './tournament-rules';

const NOW = Date.parse('2026-03-01T10:20:00.000Z');

describe('tournament editor rules', () => {
  it('starts a new tournament at the next full hour a day ahead, for 24 hours', () => {
    const t = newTournament(NOW);
    expect(t.startsAt).toBe('2026-03-02T11:00:00.000Z');
    expect(t.endsAt).toBe('2026-03-03T11:00:00.000Z');
    expect(t.prizes.map((p) => p.place)).toEqual([1, 2, 3]);
  });

  it('turns picker values and stored times into ISO and whitelists the fields', () => {
    expect(toIso('2026-03-02T11:00:00.000Z')).toBe('2026-03-02T11:00:00.000Z');
    expect(toIso(new Date('2026-03-02T11:00:00.000Z'))).toBe('2026-03-02T11:00:00.000Z');
    expect(toIso('not a date')).toBe('');
    const body = toTournamentWrite({
      ...newTournament(NOW),
      id: 'x',
      status: 'upcoming',
      entrantCount: 3,
      name: '  Harvest ',
      minRankId: '',
      pointsPerGhost: '5',
      prizes: [{ place: '1', gold: '100', tokens: 2 }],
    });
    expect(body).toEqual({
      ...newTournament(NOW),
      name: 'Harvest',
      pointsPerGhost: 5,
      minRankId: null,
      prizes: [{ place: 1, gold: 100, tokens: 2 }],
    });
    expect(body).not.toHaveProperty('status');
  });

  it('puts the contract validator message under its field', () => {
    const ok = { ...newTournament(NOW), name: 'Harvest', groundIds: ['g1'] };
    expect(validateTournamentForm(ok)).toEqual({});
    expect(validateTournamentForm({ ...ok, name: ' ' })).toEqual({ name: TOURNAMENT_MESSAGES.nameRequired });
    expect(validateTournamentForm({ ...ok, endsAt: '2026-03-02T15:00:00.000Z' })).toEqual({ endsAt: TOURNAMENT_MESSAGES.duration });
    expect(validateTournamentForm({ ...ok, groundIds: [] })).toEqual({ groundIds: TOURNAMENT_MESSAGES.groundsRequired });
    expect(validateTournamentForm({ ...ok, entryFee: -1 })).toEqual({ entryFee: TOURNAMENT_MESSAGES.feeInvalid });
    expect(validateTournamentForm({ ...ok, prizes: [{ place: 1 }, { place: 1 }] })).toEqual({ prizes: TOURNAMENT_MESSAGES.prizesInvalid });
  });
});
