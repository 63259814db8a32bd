import { HuntingGroundDto } from '@grimhunt/contracts';
import { HuntCatalogue } from './hunt-catalogue';
import { HunterRepository } from './ports/hunter.repository.port';

/**
 * The ground the player's next hunt would be on, read without writing: the hunter row's ground when it is open,
 * else the starting ground (where a new player's first hunt creates the row).
 */
export async function playerGround(hunters: HunterRepository, userId: string, catalogue: HuntCatalogue): Promise<HuntingGroundDto | null> {
  const hunter = await hunters.find(userId);
  const ground = catalogue.ground(hunter?.huntingGroundId ?? null);
  return catalogue.isOpen(ground) ? ground : catalogue.startingGround();
}
