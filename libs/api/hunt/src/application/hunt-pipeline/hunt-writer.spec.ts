import { PgNotification, Tx } from '@grimhunt/api-kernel';
import { HoldingsFacade, LockedPlayer } from '@grimhunt/api-economy';
import { PlayerDirectory } from '@grimhunt/api-identity';
import { HuntLoadout } from '../../domain/hunt-setup';
import { HunterEffect } from '../../domain/hunter.entity';
import { ground, setup } from '../../domain/testing/engine-fixtures';
import { HuntCatalogue } from '../hunt-catalogue';
import { HunterRepository, LockedHunter } from '../ports/hunter.repository.port';
import { SessionCatchListener } from '../ports/session-catches.port';
import { HuntContext } from './hunt-context';
import { contextOf } from './hunt-loader';
import { HuntWriter } from './hunt-writer';
import { ReplayContexts } from './replay-contexts';

const catalogue = {
  ground: (id: string | null) => (id ? { id } : undefined),
  isOpen: () => true,
  engineGround: () => ground(1, 'wisp'),
  baitItemIds: () => ['bait-1'],
  enemy: () => undefined,
  item: () => undefined,
  ranks: () => [],
  missionsEnabled: () => false,
  snapshot: { version: 'v1', byShortName: () => undefined },
} as unknown as HuntCatalogue;
const loadout = {
  setup: setup(),
  chronoMaxCharges: 0,
  fallbackBaitId: null,
  spareBait: [],
  spareBaitAmounts: new Map(),
} as unknown as HuntLoadout;
const tx = {} as Tx;

function context(userId: string, seanceMaps: number): HuntContext {
  const locked = {
    hunter: { userId, huntingGroundId: 'g', nextHuntAt: 0, chrono: { charges: 0, rechargeAt: null }, lastAutoHour: 0 },
    now: 1_000,
    mission: null,
    claimedRankIds: [],
    seedPlan: null,
    partyPossible: false,
    takenAlong: null,
    lastActiveAt: 0,
    seanceMaps,
  } as unknown as LockedHunter;
  const loaded = contextOf({ id: userId, name: userId, xp: 0 } as LockedPlayer, locked, catalogue, loadout);
  const replayContexts = new Map([['ctx', { catalogueVersion: 'v1', context: { ground: ground(1, 'wisp'), enemies: [] } }]]);
  return { ...loaded, pending: { ...loaded.pending, replayContexts, hunted: [{ kind: 'regular', result: 'SuccessRegular' }] } };
}

const caught: HunterEffect[] = [
  { type: 'xp', amount: 5 },
  { type: 'currency', name: 'gold', delta: 40, reason: 'hunt', reference: 'j' },
  { type: 'catch', enemyId: 'wisp' },
];

/** A writer whose ports record the calls, in order. */
function writer() {
  const calls: string[] = [];
  const record = (name: string) => async () => void calls.push(name);
  const written: string[][] = [];
  const notified: PgNotification[][] = [];
  const hunters = {
    storeContext: record('storeContext'),
    write: record('write'),
    writeMany: async (_tx: Tx, all: { userId: string }[], notifications: readonly PgNotification[] = []) => {
      calls.push('writeMany');
      written.push(all.map((a) => a.userId));
      notified.push([...notifications]);
    },
  };
  const holdings = { apply: record('apply'), applyMany: record('applyMany') };
  const directory = { addXp: record('addXp'), addXpMany: record('addXpMany') };
  const catches = { onSessionCatches: record('seanceCatches') };
  const replays = new ReplayContexts(hunters as unknown as HunterRepository);
  const made = new HuntWriter(
    hunters as unknown as HunterRepository,
    holdings as unknown as HoldingsFacade,
    directory as unknown as PlayerDirectory,
    catches as SessionCatchListener,
    replays,
  );
  return { calls, written, notified, writer: made };
}

describe('HuntWriter: the last step of a hunt request', () => {
  it("writes the replay context first, then the holdings, the hunt's rows, the séance catches and the xp last", async () => {
    const { calls, writer: w } = writer();
    await w.write(tx, context('u', 1), caught);
    expect(calls).toEqual(['storeContext', 'apply', 'write', 'seanceCatches', 'addXp']);
  });

  it('stores a replay context once per process, and sends nothing for a player on no séance map', async () => {
    const { calls, writer: w } = writer();
    await w.write(tx, context('u', 0), caught);
    await w.write(tx, context('v', 0), caught);
    expect(calls).toEqual(['storeContext', 'apply', 'write', 'addXp', 'apply', 'write', 'addXp']);
  });

  it('writes nothing for a request that changed nothing', async () => {
    const { calls, writer: w } = writer();
    await w.write(tx, { ...context('u', 1), pending: { ...context('u', 1).pending, replayContexts: new Map() } }, []);
    expect(calls).toEqual([]);
  });

  it("holds a party friend's rows back and writes everybody's together, one statement each", async () => {
    const { calls, writer: w } = writer();
    const rows = await Promise.all([w.holdBack(tx, context('f1', 1), caught), w.holdBack(tx, context('f2', 0), caught)]);
    expect(calls).toEqual(['storeContext', 'seanceCatches']);
    expect(rows.map((r) => [r?.player.id, r?.xp, r?.writes.catches])).toEqual([
      ['f1', 5, ['wisp']],
      ['f2', 5, ['wisp']],
    ]);
    await w.writeTogether(
      tx,
      rows.flatMap((r) => (r ? [r] : [])),
      catalogue,
    );
    expect(calls.slice(2)).toEqual(['applyMany', 'writeMany', 'addXpMany']);
  });

  it("writes a sounder's request with its friends' held-back rows, the sounder last; alone, as any hunt", async () => {
    const { calls, written, notified, writer: w } = writer();
    const friend = await w.holdBack(tx, context('f1', 0), caught);
    const notice = { channel: 'friends', payload: '{"userId":"f1"}' };
    await w.writeWith(tx, context('s', 0), caught, [friend!], [notice]);
    expect(calls).toEqual(['storeContext', 'applyMany', 'writeMany', 'addXpMany']);
    expect(written).toEqual([['f1', 's']]);
    // The friends' notifications ride the batched hunt rows: no statement of their own.
    expect(notified).toEqual([[notice]]);

    calls.length = 0;
    await w.writeWith(tx, context('s', 0), caught, []);
    expect(calls).toEqual(['apply', 'write', 'addXp']);
  });
});
