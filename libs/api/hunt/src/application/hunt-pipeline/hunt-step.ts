import { isHuntSuccess } from '@grimhunt/contracts';
import { resolveHunt } from '../../domain/hunt-engine';
import { digestOf, HuntReplayRecord, ReplayContext } from '../../domain/hunt-replay';
import { GroundDef, HuntKind } from '../../domain/hunt.types';
import { Mission } from '../../domain/mission';
import { plannedSeed } from '../../domain/seed-plan';
import { HuntCatalogue } from '../hunt-catalogue';
import { HuntContext, HuntRun } from './hunt-context';

/** One hunt of a request: its kind, when it happens (ms), the journal type it writes and, for auto-hunts, the hour. */
export interface HuntRequest {
  kind: HuntKind;
  at: number;
  journalType: number;
  autoHour?: number;
}

/** What a hunt step draws from outside the context: randomness, ids, and two lookups cached per process. */
export interface HuntStepTools {
  /** A fresh seed, drawn only when the hunt takes no planned seed. */
  seed(): number;
  newId(): string;
  /** The content-addressed ground and enemy definitions the engine reads on `ground`. */
  replayContext(catalogue: HuntCatalogue, ground: GroundDef): { id: string; context: ReplayContext };
  /** The player's next mission after `latest` (null when none can be generated). */
  planMission(catalogue: HuntCatalogue, groundId: string | null, at: number, latest: Mission | null): Mission | null;
}

/** A hunt step's result: the hunt, and the context after it (the context handed in is left as it was). */
export interface HuntStep {
  hunt: HuntRun;
  context: HuntContext;
}

/**
 * Runs the engine on the context at `request.at`. A sounded hunt's effects come back to be written (a refused one has
 * none); the next context carries the hunter after the hunt, the seed plan's new count, the replay context to store
 * and the hunt for the metrics. An entrant of a running event takes the event's next seed; everybody else a fresh one.
 */
export function huntStep(context: HuntContext, request: HuntRequest, tools: HuntStepTools): HuntStep {
  const { hunter, catalogue, pending } = context;
  const { kind, at } = request;
  const ground = catalogue.engineGround(hunter.state.huntingGroundId);
  const planned = plannedSeed(context.seedPlan, at, kind);
  const input = {
    kind,
    now: at,
    seed: planned ? planned.seed : tools.seed(),
    player: hunter.playerState,
    setup: { ...hunter.setup },
    ground,
    enemies: catalogue.enemies(),
  };
  const outcome = resolveHunt(input);
  const hunted = [...pending.hunted, { kind, result: outcome.huntResult }];
  if (!outcome.sounded)
    return { hunt: { outcome, effects: [], entry: null, extra: [] }, context: { ...context, pending: { ...pending, hunted } } };

  let next = hunter;
  if (isHuntSuccess(outcome.huntResult) && catalogue.enemy(outcome.enemyId) && next.needsMission(at)) {
    const mission = tools.planMission(catalogue, next.state.huntingGroundId, at, next.latestMission);
    if (mission) next = next.startMission(mission);
  }
  const replayContext = tools.replayContext(catalogue, ground);
  const replayContexts = new Map(pending.replayContexts);
  replayContexts.set(replayContext.id, { catalogueVersion: catalogue.snapshot.version, context: replayContext.context });
  const replay: HuntReplayRecord = {
    v: 1,
    kind,
    now: at,
    seed: input.seed,
    player: input.player,
    setup: input.setup,
    groundId: ground.id,
    catalogueVersion: catalogue.snapshot.version,
    contextId: replayContext.id,
    outcome: digestOf(outcome),
    ...(planned ? { plan: { id: planned.id, index: planned.index } } : {}),
  };
  const options = { type: request.journalType, journalId: tools.newId(), replay, autoHour: request.autoHour };
  const applied = next.applyOutcome(outcome, at, options);
  const entries = applied.effects.flatMap((e) => (e.type === 'journal' ? [e.entry] : []));
  const seedPlan = planned && context.seedPlan ? { ...context.seedPlan, used: planned.index + 1 } : context.seedPlan;
  const seedPlanUsed = planned && context.seedPlan ? planned.index + 1 : pending.seedPlanUsed;
  return {
    hunt: { outcome, effects: applied.effects, entry: entries[0] ?? null, extra: entries.slice(1) },
    context: { ...context, hunter: applied.hunter, seedPlan, pending: { ...pending, hunted, replayContexts, seedPlanUsed } },
  };
}
