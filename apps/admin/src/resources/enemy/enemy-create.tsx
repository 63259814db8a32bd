import type { EnemyDto } from '@grimhunt/contracts';
import { DetailCreate } from '../../components/detail-form';
import { EnemyFields } from './enemy-form';

export const NEW_ENEMY: Omit<EnemyDto, 'id'> = {
  name: '',
  enemyType: null,
  enemyRarity: null,
  imageId: null,
  animatedImageId: null,
  flavorText: '',
  visible: false,
  midnightGhost: false,
  specialGhost: false,
  nessyGhost: false,
  immuneMysticPower: false,
  hasPopulation: false,
  scareFactor: 0,
  population: 0,
  xp: 0,
  currencies: { currencyEntries: [] },
  specialGhostFromDateDay: null,
  specialGhostFromDateMonth: null,
  specialGhostFromDateYear: null,
  specialGhostToDateDay: null,
  specialGhostToDateMonth: null,
  specialGhostToDateYear: null,
  specialGhostRecurringYear: false,
  specialGhostChance: 0,
  loot: [],
  equipment: { equipment: [] },
  stats: { statEntries: [] },
};

export function EnemyCreate() {
  return (
    <DetailCreate defaults={NEW_ENEMY}>
      <EnemyFields />
    </DetailCreate>
  );
}
