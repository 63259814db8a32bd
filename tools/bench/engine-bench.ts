// Engine figure for `npm run bench`: pure hunts per second on one core, over a ground of four tables with loot,
// procs, a special ghost in its window and mystic rolls, so every branch of the engine is exercised.
import { resolveHunt } from '../../libs/api/hunt/src/domain/hunt-engine';
import type { EnemyDef, HuntInput } from '../../libs/api/hunt/src/domain/hunt.types';
import { ghost as baseGhost } from '../../libs/api/hunt/src/domain/testing/engine-fixtures';

/** The specs' ghost, with this ground's XP, gold and loot. */
function ghost(id: string, scareFactor: number, over: Partial<EnemyDef> = {}): EnemyDef {
  return baseGhost(id, {
    scareFactor,
    xp: 40,
    currencies: [{ name: 'gold', value: 25 }],
    loot: [
      { itemId: 'dust', dropChance: 35, amountMin: 1, amountMax: 3 },
      { itemId: 'feather', dropChance: 5, amountMin: 1, amountMax: 1 },
    ],
    ...over,
  });
}

const enemies = [
  ghost('wisp', 60),
  ghost('shade', 140),
  ghost('wraith', 260, { immuneMysticPower: true }),
  ghost('ghoul', 90),
  ghost('crowned', 400, {
    specialGhost: true,
    specialGhostChance: 3,
    specialWindow: { fromDay: 1, fromMonth: 1, fromYear: null, toDay: 31, toMonth: 12, toYear: null, recurring: true },
  }),
];
const base: HuntInput = {
  kind: 'regular',
  now: Date.UTC(2026, 10, 22, 12),
  seed: 1,
  player: { nextAllowedHuntAt: 0, chronoCharges: 0 },
  setup: {
    power: 150,
    mysticPower: 12,
    tsc: -1,
    lootChance: 20,
    procs: { goldenrain: 5, xplosion: 5, doppelgaenger: 2, onTheHouse: 3 },
    currencyBonuses: [{ name: 'gold', value: 2 }],
    baitItemId: 'cheese',
    baitAmount: 50,
    equippedItemIds: ['cheese', 'cage'],
    attractEnemyIds: [],
    hasChronoCrystal: false,
  },
  ground: {
    id: 'hill',
    rawPowerCap: 0,
    mysticPowerCap: 20,
    additionalHuntTime: 0,
    specialBaitItemIds: [],
    tables: [0, 1, 2, 3].map((sequence) => ({
      sequence,
      entries: [
        { enemyId: 'wisp', rangeMin: 0, rangeMax: 2999 },
        { enemyId: 'shade', rangeMin: 3000, rangeMax: 5999 },
        { enemyId: 'wraith', rangeMin: 6000, rangeMax: 6999 },
        { enemyId: 'ghoul', rangeMin: 7000, rangeMax: 8499 },
      ],
    })),
  },
  enemies: new Map(enemies.map((e) => [e.id, e])),
};

const results = new Map<string, number>();
const measure = (n: number) => {
  const t0 = performance.now();
  for (let seed = 1; seed <= n; seed++) {
    const out = resolveHunt({ ...base, seed });
    results.set(out.huntResult, (results.get(out.huntResult) ?? 0) + 1);
  }
  return performance.now() - t0;
};
measure(20_000); // warm-up
results.clear();
const n = Number(process.env.BENCH_ENGINE_HUNTS ?? 300_000);
const ms = measure(n);
const mix = [...results].map(([k, v]) => `${k} ${((100 * v) / n).toFixed(1)}%`).join(', ');
console.log(
  `hunt engine (pure, one core)           ${Math.round((n / ms) * 1000)
    .toLocaleString('en-US')
    .padStart(9)} hunts/s   (${n.toLocaleString('en-US')} hunts: ${mix})`,
);
