import { Tx } from '@grimhunt/api-kernel';
import { Mission, MissionObjective } from '../../domain/mission';

export interface MissionRepository {
  /** The player's newest mission. */
  latest(userId: string, tx?: Tx): Promise<Mission | null>;
  /** False when a mission with this sequence exists already (another request generated it). */
  insert(tx: Tx, userId: string, mission: Mission): Promise<boolean>;
  saveProgress(tx: Tx, missionId: string, objectives: MissionObjective[]): Promise<void>;
  /** Marks it complete; true only for the call that did (the reward is paid exactly once). */
  complete(tx: Tx, missionId: string, objectives: MissionObjective[], at: number): Promise<boolean>;
}
export const MISSION_REPOSITORY = Symbol('MISSION_REPOSITORY');
