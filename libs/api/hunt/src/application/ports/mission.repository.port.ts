import { Tx } from '@grimhunt/api-kernel';
import { Mission } from '../../domain/mission';

export interface MissionRepository {
  /** The player's newest mission. */
  latest(userId: string, tx?: Tx): Promise<Mission | null>;
  /** False when a mission with this sequence exists already (another request generated it). */
  insert(tx: Tx, userId: string, mission: Mission): Promise<boolean>;
}
export const MISSION_REPOSITORY = Symbol('MISSION_REPOSITORY');
