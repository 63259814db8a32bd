import { Inject, Injectable } from '@nestjs/common';
import { AUTO_HUNT_PERIOD_MS, CHRONO_RECHARGE_MS, HuntTimersDto } from '@grimhunt/contracts';
import { CLOCK, Clock, Tx } from '@grimhunt/api-kernel';
import { PlayerLock } from '@grimhunt/api-economy';
import { hourOf } from '../domain/auto-hunt';
import { chronoAt, ChronoNow } from '../domain/chrono';
import { HuntLoadout } from '../domain/hunt-setup';
import { GroundDef } from '../domain/hunt.types';
import { HuntCatalogue } from './hunt-catalogue';
import { LoadoutReader } from './loadout.reader';
import { Hunter, HUNTER_REPOSITORY, HunterRepository, NewHunter } from './ports/hunter.repository.port';

/** One player's hunt state inside one transaction that holds the player's locks (user row, then hunter row). */
export interface HuntSession {
  tx: Tx;
  userId: string;
  /** The database clock, read after the locks were taken (ms). */
  now: number;
  hunter: Hunter;
  xp: number;
  catalogue: HuntCatalogue;
  loadout: HuntLoadout;
  chrono: ChronoNow;
  /** The hunter row changed and must be saved. */
  dirty: boolean;
}

const NO_GROUND: GroundDef = { id: '', rawPowerCap: 0, mysticPowerCap: 0, additionalHuntTime: 0, specialBaitItemIds: [], tables: [] };

@Injectable()
export class HuntSessions {
  constructor(
    private readonly players: PlayerLock,
    @Inject(HUNTER_REPOSITORY) private readonly hunters: HunterRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly loadouts: LoadoutReader,
  ) {}

  /** What a new hunter row starts with: the starting ground; auto-hunts from the current hour on. */
  newHunter(catalogue: HuntCatalogue): NewHunter {
    return { huntingGroundId: catalogue.startingGround()?.id ?? null, lastAutoHour: hourOf(this.clock.now().getTime(), AUTO_HUNT_PERIOD_MS) - 1 };
  }

  /** Lock order (DESIGN §3): the user row (economy's PlayerLock), then the hunter row; wallet and inventory come later. */
  async open(tx: Tx, userId: string, catalogue: HuntCatalogue): Promise<HuntSession> {
    const account = await this.players.lock(tx, userId);
    const { hunter, now } = await this.hunters.lockOrCreate(tx, account.id, this.newHunter(catalogue));
    let dirty = false;
    if (!catalogue.isOpen(catalogue.ground(hunter.huntingGroundId))) {
      // The ground was hidden or deleted: back to the start.
      const start = catalogue.startingGround()?.id ?? null;
      if (start !== hunter.huntingGroundId) {
        hunter.huntingGroundId = start;
        dirty = true;
      }
    }
    const loadout = await this.loadouts.read(account.id, catalogue, tx);
    const chrono = chronoAt(hunter.chrono, loadout.chronoMaxCharges, now, CHRONO_RECHARGE_MS);
    return { tx, userId: account.id, now, hunter, xp: account.xp, catalogue, loadout, chrono, dirty };
  }

  /** The engine's ground (an empty one when the catalogue has none: every hunt is NoGhost). */
  groundDef(catalogue: HuntCatalogue, groundId: string | null): GroundDef {
    const ground = catalogue.ground(groundId);
    return ground ? catalogue.groundDef(ground) : NO_GROUND;
  }

  timers(session: Pick<HuntSession, 'hunter' | 'chrono' | 'now'>): HuntTimersDto {
    return {
      nextAllowedHuntTimeStamp: session.hunter.nextHuntAt,
      currentTimeStamp: session.now,
      nextChronoCrystalRechargeTimeStamp: session.chrono.rechargeAt ?? session.now,
      chronocrystalCharges: session.chrono.charges,
      chronocrystalMaxCharges: session.chrono.max,
    };
  }
}
