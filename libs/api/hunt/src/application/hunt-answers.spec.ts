import { HuntAnswerDto } from '@grimhunt/contracts';
import { rememberAnswer, repeatedAnswer } from './hunt-answers';
import { HuntSession } from './hunt-session';

function session(now: number, last?: { kind: string; at: number }): HuntSession {
  return {
    now,
    dirty: false,
    hunter: {
      userId: 'u', huntingGroundId: null, nextHuntAt: 0, chrono: { charges: 0, rechargeAt: null }, lastAutoHour: 0,
      lastAnswer: last ? ({ huntResult: 'SuccessRegular', cached: false } as HuntAnswerDto) : null,
      lastAnswerKind: last?.kind ?? null, lastAnswerAt: last?.at ?? null,
    },
  } as HuntSession;
}

describe('the 2-second repeat (spec player §4, §9)', () => {
  it('answers the stored answer of the same kind within 2000 ms, marked cached', () => {
    expect(repeatedAnswer(session(10_000, { kind: 'regular', at: 8_001 }), 'regular')).toMatchObject({ huntResult: 'SuccessRegular', cached: true });
    expect(repeatedAnswer(session(10_000, { kind: 'regular', at: 8_000 }), 'regular')).toBeNull();
    expect(repeatedAnswer(session(10_000, { kind: 'chrono', at: 9_999 }), 'regular')).toBeNull();
    expect(repeatedAnswer(session(10_000), 'regular')).toBeNull();
    expect(repeatedAnswer(session(10_000, { kind: 'regular', at: 10_500 }), 'regular')).toBeNull();
  });

  it('remembers a sounded hunt on the hunter row', () => {
    const s = session(5_000);
    rememberAnswer(s, 'chrono', { huntResult: 'NoGhost' } as HuntAnswerDto);
    expect(s.hunter).toMatchObject({ lastAnswerKind: 'chrono', lastAnswerAt: 5_000, lastAnswer: { huntResult: 'NoGhost' } });
    expect(s.dirty).toBe(true);
  });
});
