import { CatalogueResource } from '@grimhunt/contracts';
import { CatalogueSnapshot } from '../../application/catalogue-snapshot';
import { rarityColor } from './color';
import { currencySvg, newsSvg, premiumPackageSvg, rankSvg, sigilSvg } from './emblem-art';
import { ghostSvg } from './ghost-art';
import { itemSvg } from './item-art';
import { sceneSvg } from './scene-art';

/** One picture to make: the record it is for and how to draw it (drawn only when needed). */
export interface ArtJob {
  resource: CatalogueResource;
  /** Table of the resource (its `image_id` column gets the picture). */
  id: string;
  width: number;
  height: number;
  svg(): string;
}

/** Resources whose records get a generated picture when they have none. */
export const ART_RESOURCES = [
  'enemy',
  'item',
  'region',
  'huntingground',
  'rank',
  'currency',
  'premiumPackage',
  'news',
  'itemtype',
  'enemytype',
  'stat',
  'damagetype',
  'proctype',
  'proceventtype',
  'huntingtable',
] as const satisfies readonly CatalogueResource[];

type Row = { id: string; imageId?: string | null } & Record<string, unknown>;

/** Every record of the snapshot without an image, with the drawing for it. Pure (reads the snapshot only). */
export function missingArt(snapshot: CatalogueSnapshot): ArtJob[] {
  const rarities = [...snapshot.list('rarity')].sort((a, b) => a.orderIndex - b.orderIndex);
  const rarityOf = (id: string | null) => {
    const index = id ? rarities.findIndex((r) => r.id === id) : -1;
    const rarity = index >= 0 ? rarities[index] : null;
    // rank 0..4 spread over however many rarities the catalogue has
    const rank = index >= 0 && rarities.length > 1 ? Math.round((index / (rarities.length - 1)) * 4) : 0;
    return { rarity, rank, color: rarityColor(rarity) };
  };
  const jobs: ArtJob[] = [];
  const add = (resource: CatalogueResource, record: Row, svg: () => string, width = 256, height = 256) => {
    if (!record.imageId) jobs.push({ resource, id: record.id, width, height, svg });
  };
  // The seed is the record's name (with its kind and type), never its random id: a fresh install draws the same
  // pictures, and two records of one name but different types still differ.
  const seedOf = (name: unknown) => String(name ?? '');

  for (const enemy of snapshot.list('enemy')) {
    const type = enemy.enemyType ? snapshot.get('enemytype', enemy.enemyType) : undefined;
    const { rarity, rank, color } = rarityOf(enemy.enemyRarity);
    add('enemy', enemy as unknown as Row, () =>
      ghostSvg({
        seed: seedOf(`${type?.shortName ?? ''}|${enemy.name}`),
        enemyType: type?.shortName ?? null,
        typeColor: type?.colorHex ?? null,
        rarity: rarity?.shortName ?? null,
        rarityColor: color,
        rarityRank: rank,
        midnightGhost: enemy.midnightGhost,
        specialGhost: enemy.specialGhost,
        nessyGhost: enemy.nessyGhost,
      }),
    );
  }
  for (const item of snapshot.list('item')) {
    const type = item.type ? snapshot.get('itemtype', item.type) : undefined;
    const { rank, color } = rarityOf(item.rarity);
    add('item', item as unknown as Row, () =>
      itemSvg({
        seed: seedOf(`${type?.shortName ?? ''}|${item.name}`),
        name: item.name,
        itemType: type?.shortName ?? null,
        rarityColor: color,
        rarityRank: rank,
      }),
    );
  }
  for (const region of snapshot.list('region')) {
    add(
      'region',
      region as unknown as Row,
      () => sceneSvg({ seed: seedOf(region.name), name: region.name, kind: 'region', depth: region.sequence }),
      640,
      360,
    );
  }
  for (const ground of snapshot.list('huntingground')) {
    add(
      'huntingground',
      ground as unknown as Row,
      () => sceneSvg({ seed: seedOf(ground.name), name: ground.name, kind: 'ground', depth: ground.sequence }),
      640,
      360,
    );
  }
  const ranks = [...snapshot.list('rank')].sort((a, b) => a.xp - b.xp);
  ranks.forEach((rank, place) => add('rank', rank as unknown as Row, () => rankSvg(seedOf(`rank|${rank.name}`), place)));
  for (const currency of snapshot.list('currency')) {
    add('currency', currency as unknown as Row, () => currencySvg(seedOf(`currency|${currency.name}`), currency.shortName));
  }
  for (const pack of snapshot.list('premiumPackage')) {
    add('premiumPackage', pack as unknown as Row, () =>
      premiumPackageSvg(seedOf(`premiumPackage|${pack.name}`), pack.subscriptionLevel, pack.singleItemType),
    );
  }
  for (const news of snapshot.list('news')) add('news', news as unknown as Row, () => newsSvg(seedOf(`news|${news.header}`)));
  for (const resource of ['itemtype', 'enemytype', 'stat', 'damagetype', 'proctype', 'proceventtype', 'huntingtable'] as const) {
    for (const record of snapshot.list(resource) as readonly unknown[] as Row[]) {
      const color = typeof record['colorHex'] === 'string' ? record['colorHex'] : null;
      add(resource, record, () => sigilSvg(seedOf(`${resource}|${String(record['shortName'] ?? record['name'])}`), color));
    }
  }
  return jobs;
}
