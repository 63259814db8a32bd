import { CATALOGUE_RESOURCES } from '@grimhunt/contracts';
import { CatalogueSnapshot, LoadedRecords } from '../../application/catalogue-snapshot';
import { missingArt } from './catalogue-art';
import { currencySvg, newsSvg, premiumPackageSvg, rankSvg } from './emblem-art';
import { ghostSvg, silhouetteOf } from './ghost-art';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { itemSvg } from './item-art';
import { itemMotif, SHAPED_TYPES } from './item-motifs';
import { landmarkOf, sceneSvg } from './scene-art';
import { SvgRenderer } from './svg-renderer';

const ghost = (seed: string, enemyType = 'rainbow', rarityRank = 0) =>
  ghostSvg({ seed, enemyType, typeColor: '#ff66cc', rarity: 'common', rarityColor: '#9d9d9d', rarityRank });
const item = (seed: string, itemType = 'bait') => itemSvg({ seed, itemType, rarityColor: '#1eff00', rarityRank: 1 });

describe('generated art', () => {
  it('draws the same record the same way every time', () => {
    expect(ghost('Wailing Wendy|1')).toBe(ghost('Wailing Wendy|1'));
    expect(item('Graveyard Cheese|7')).toBe(item('Graveyard Cheese|7'));
    expect(sceneSvg({ seed: 'Old Mill', kind: 'ground', depth: 2 })).toBe(sceneSvg({ seed: 'Old Mill', kind: 'ground', depth: 2 }));
  });

  it('draws no two ghosts alike, even of one type and rarity', () => {
    const names = Array.from({ length: 120 }, (_, i) => `Ghost number ${i}|id-${i}`);
    const svgs = new Set(names.map((n) => ghost(n)));
    expect(svgs.size).toBe(names.length);
  });

  it('gives every bait (and every item of one type) its own picture', () => {
    const names = Array.from({ length: 60 }, (_, i) => `Bait ${i}|id-${i}`);
    expect(new Set(names.map((n) => item(n))).size).toBe(names.length);
    expect(item('Same name|a')).not.toBe(item('Same name|b'));
  });

  it('takes the silhouette from the enemy type and the palette from the rarity', () => {
    expect(silhouetteOf('crystal')).toBe('crystal');
    expect(silhouetteOf('monster')).toBe('monster');
    expect(silhouetteOf('some new type')).toBe(silhouetteOf('some new type'));
    const common = ghostSvg({ seed: 'x', enemyType: 'monster', typeColor: null, rarity: 'common', rarityColor: '#9d9d9d', rarityRank: 0 });
    const boss = ghostSvg({ seed: 'x', enemyType: 'monster', typeColor: null, rarity: 'boss', rarityColor: '#ff8000', rarityRank: 4 });
    expect(common).toContain('#9d9d9d');
    expect(boss).toContain('#ff8000');
    expect(boss).not.toContain('#9d9d9d');
  });

  it('draws ectoplasm differently from gold, and ranks, packages and news by their seed', () => {
    expect(currencySvg('Gold|1', 'gold')).not.toBe(currencySvg('Ectoplasm|2', 'ectoplasm'));
    expect(currencySvg('Ectoplasm|2', 'ectoplasm')).toContain('#3ddc4a');
    expect(rankSvg('Novice|1', 0)).not.toBe(rankSvg('Hunter|2', 1));
    expect(premiumPackageSvg('A|1', 0, 3)).not.toBe(premiumPackageSvg('B|2', 0, 3));
    // The name change package (type 15) is a name tag with a quill, not a chest.
    expect(premiumPackageSvg('A|1', 0, 15)).not.toBe(premiumPackageSvg('A|1', 0, 12));
    expect(premiumPackageSvg('A|1', 0, 15)).toContain('#f6ecd2');
    expect(newsSvg('Hello|1')).not.toBe(newsSvg('Bye|2'));
  });

  it('plans a picture for every record without one and none for records that have one', () => {
    const records = Object.fromEntries(CATALOGUE_RESOURCES.map((r) => [r, []])) as unknown as LoadedRecords;
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    records.rarity.push({ id: id(1), name: 'Common', shortName: 'common', colorHex: '#9D9D9D', orderIndex: 1 });
    records.enemytype.push({ id: id(2), name: 'Crystal', shortName: 'crystal', colorHex: '#7FDBFF', imageId: id(99) });
    records.itemtype.push({ id: id(3), name: 'Bait', shortName: 'bait', imageId: null });
    records.enemy.push({ id: id(4), name: 'A', enemyType: id(2), enemyRarity: id(1), imageId: null, stats: { statEntries: [] } });
    records.enemy.push({ id: id(5), name: 'B', enemyType: id(2), enemyRarity: id(1), imageId: id(98), stats: { statEntries: [] } });
    records.item.push({ id: id(6), name: 'Cheese', type: id(3), rarity: id(1), imageId: null, stats: { statEntries: [] } });
    const jobs = missingArt(new CatalogueSnapshot('1', records));
    expect(jobs.map((j) => `${j.resource}:${j.id}`).sort()).toEqual([`enemy:${id(4)}`, `item:${id(6)}`, `itemtype:${id(3)}`].sort());
    for (const job of jobs) expect(job.svg()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('draws from names, not ids: a fresh install (new random ids) makes byte-identical pictures', () => {
    const pack = (offset: number) => {
      const records = Object.fromEntries(CATALOGUE_RESOURCES.map((r) => [r, []])) as unknown as LoadedRecords;
      const id = (n: number) => `00000000-0000-4000-8000-${String(n + offset).padStart(12, '0')}`;
      records.rarity.push({ id: id(1), name: 'Common', shortName: 'common', colorHex: '#9D9D9D', orderIndex: 1 });
      records.enemytype.push({ id: id(2), name: 'Crystal', shortName: 'crystal', colorHex: '#7FDBFF', imageId: null });
      records.itemtype.push({ id: id(3), name: 'Bait', shortName: 'bait', imageId: null });
      records.itemtype.push({ id: id(7), name: 'Relic', shortName: 'relic', imageId: null });
      records.enemy.push({
        id: id(4),
        name: 'Wailing Wendy',
        enemyType: id(2),
        enemyRarity: id(1),
        imageId: null,
        stats: { statEntries: [] },
      });
      records.item.push({ id: id(5), name: 'Graveyard Cheese', type: id(3), rarity: id(1), imageId: null, stats: { statEntries: [] } });
      records.item.push({ id: id(6), name: 'Graveyard Cheese', type: id(7), rarity: id(1), imageId: null, stats: { statEntries: [] } });
      records.item.push({ id: id(8), name: 'Moonwine Draught', type: id(3), rarity: id(1), imageId: null, stats: { statEntries: [] } });
      records.huntingground.push({ id: id(9), name: 'Whispering Chapel', sequence: 1, imageId: null });
      return missingArt(new CatalogueSnapshot('1', records)).map((job) => `${job.resource}:${job.svg()}`);
    };
    const first = pack(0);
    const second = pack(500);
    expect(second).toEqual(first);
    // every record still has its own picture: other names differ, and one name in two item types differs by type
    expect(new Set(first).size).toBe(first.length);
  });

  describe('items of the content pack', () => {
    const dir = join(__dirname, '..', 'seed', 'content');
    const items = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { item?: { name: string; type: string }[] }).item ?? [])
      .map((it) => ({ name: it.name, type: it.type.replace('@itemtype:', '') }));
    const table = items.map((it) => ({ ...it, motif: itemMotif(it.name, it.type) }));
    const motifOf = (name: string) => table.find((row) => row.name === name)?.motif;

    it('draws every item as what its name says (the whole pack is listed)', () => {
      expect(items.length).toBeGreaterThanOrEqual(167);
      // the ones a browser review found drawn wrongly
      expect({
        garlicBaguette: motifOf('Garlic Baguette'),
        custard: motifOf('Bone-Marrow Custard'),
        lampOil: motifOf('Sanctified Lamp Oil'),
        moonwine: motifOf('Moonwine Draught'),
        grog: motifOf("Ghoul's Grog"),
        eel: motifOf('Smoked Loch Eel'),
        coin: motifOf("Hangman's Coin"),
        locket: motifOf('Cursed Locket'),
        bullet: motifOf('Silver Bullet Relic'),
        mitre: motifOf('Mitre Full of Eels'),
        bell: motifOf("Abbot's Hand-Bell"),
        camera: motifOf('Magic-Lantern Camera'),
        recipe: motifOf('Recipe: Moonwine Draught'),
        recipeOfCauldron: motifOf('Recipe: Witchbrew Cauldron'),
        catacombs: motifOf('Catacomb Collection'),
        cathedral: motifOf('Cathedral Collection'),
        cat: motifOf('Familiar Black Cat'),
      }).toEqual({
        garlicBaguette: 'bread',
        custard: 'bowl',
        lampOil: 'oillamp',
        moonwine: 'bottle',
        grog: 'mug',
        eel: 'eel',
        coin: 'coin',
        locket: 'locket',
        bullet: 'bullet',
        mitre: 'mitre',
        bell: 'bell',
        camera: 'type:camera',
        recipe: 'recipe:bottle',
        recipeOfCauldron: 'recipe:@cauldron',
        catacombs: 'collection:bone',
        cathedral: 'collection:glassshard',
        cat: 'cat',
      });
      for (const name of [
        'Garlic Baguette',
        'Bone-Marrow Custard',
        'Sanctified Lamp Oil',
        'Moonwine Draught',
        "Ghoul's Grog",
        'Smoked Loch Eel',
      ]) {
        expect({ name, motif: motifOf(name) }).not.toEqual({ name, motif: 'bone' });
      }
      // outside the shaped types (traps, circles, cauldrons, ...) every name finds its own motif; only a plain
      // portrait avatar uses its type's drawing
      const fallbacks = table.filter(
        (row) => !SHAPED_TYPES.has(row.type) && (row.motif.startsWith('type:') || row.motif.endsWith(':none')),
      );
      expect(fallbacks.map((row) => row.name)).toEqual(['Grey Lady Avatar']);
    });

    it('draws no two items of one type alike, and shaped types differ in shape, not only in colour', () => {
      const byType = new Map<string, string[]>();
      for (const it of items) {
        const svg = itemSvg({ seed: `${it.type}|${it.name}`, name: it.name, itemType: it.type, rarityColor: '#a335ee', rarityRank: 2 });
        byType.set(it.type, [...(byType.get(it.type) ?? []), svg]);
      }
      for (const [type, svgs] of byType) {
        expect({ type, distinct: new Set(svgs).size }).toEqual({ type, distinct: svgs.length });
        if (SHAPED_TYPES.has(type)) {
          const shapes = svgs.map((svg) => svg.replace(/#[0-9a-f]{6}/gi, '#'));
          expect({ type, distinctShapes: new Set(shapes).size }).toEqual({ type, distinctShapes: svgs.length });
        }
      }
    });
  });

  it('draws the landmark a ground is named after, and the seeded scene for other names', () => {
    const dir = join(__dirname, '..', 'seed', 'content');
    const grounds = readdirSync(dir)
      .filter((file) => file.startsWith('region'))
      .flatMap((file) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as { huntingground: { name: string }[] }).huntingground)
      .map((g) => g.name);
    expect(grounds.length).toBe(15);
    expect(grounds.filter((name) => landmarkOf(name) === null)).toEqual([]);
    expect(
      Object.fromEntries(
        ['Whispering Chapel', 'Drowned Mill', 'Gallows Hill', 'Wolfsbane Crossing', 'Castle Strigoi', 'The Black Loch'].map((n) => [
          n,
          landmarkOf(n),
        ]),
      ),
    ).toEqual({
      'Whispering Chapel': 'chapel',
      'Drowned Mill': 'mill',
      'Gallows Hill': 'gallows',
      'Wolfsbane Crossing': 'bridge',
      'Castle Strigoi': 'castle',
      'The Black Loch': 'loch',
    });
    const chapel = sceneSvg({ seed: 'Whispering Chapel', name: 'Whispering Chapel', kind: 'ground', depth: 1 });
    expect(chapel).toBe(sceneSvg({ seed: 'Whispering Chapel', name: 'Whispering Chapel', kind: 'ground', depth: 1 }));
    expect(chapel).not.toBe(sceneSvg({ seed: 'Whispering Chapel', kind: 'ground', depth: 1 }));
    expect(landmarkOf('Hollowmere Vale')).toBeNull();
    expect(sceneSvg({ seed: 'Hollowmere Vale', name: 'Hollowmere Vale', kind: 'region', depth: 1 })).toBe(
      sceneSvg({ seed: 'Hollowmere Vale', kind: 'region', depth: 1 }),
    );
  });

  it('renders to WebP with sharp, scenes with a thumbnail', async () => {
    const renderer = new SvgRenderer();
    const icon = await renderer.render(ghost('Render me'), 256, 256);
    expect(icon.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(icon.thumb).toBeNull();
    const scene = await renderer.render(sceneSvg({ seed: 'Moor', kind: 'region', depth: 1 }), 640, 360);
    expect(scene.thumb?.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});
