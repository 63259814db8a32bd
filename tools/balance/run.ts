/**
 * `npm run balance`: runs the live hunt engine over the content pack for simulated players and writes
 * docs/balance.md. PLAYERS (default 30) and OUT (default docs/balance.md) may be set in the environment.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTIVE_HUNTS_PER_DAY, CASUAL_HUNTS_PER_DAY, computeBalance } from './metrics';
import { World } from './sim';

const players = Number(process.env.PLAYERS ?? 30);
const out = process.env.OUT ?? join(__dirname, '..', '..', 'docs', 'balance.md');
const started = Date.now();
const r = computeBalance(new World(), players, { seeds: 1000 });
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-');
const days = (h: number) => `${f1(h / CASUAL_HUNTS_PER_DAY)} / ${f1(h / ACTIVE_HUNTS_PER_DAY)}`;
const lines: string[] = [];
const p = (s = '') => lines.push(s);

p('# Balance');
p();
p('Written by `npm run balance` (tools/balance/run.ts): the live hunt engine (`resolveHunt`, `buildLoadout`, the');
p('catalogue normaliser) over the content pack in libs/api/catalogue/src/infrastructure/seed/content, for');
p(`${players} simulated players. Each starts from the StarterKit setting, hunts at noon (midnight and special ghosts`);
p('are measured apart), buys the cheapest gear that raises its power as soon as it can afford it (keeping bait for 15');
p('hunts), buys or crafts keys, recipes and special baits when the next ground needs them, keeps monster plasma for');
p('grounds with monsters, and moves on when it may enter the next ground and its setup catches that table at 60 % or');
p(
  `more. Days are given for casual play (${CASUAL_HUNTS_PER_DAY} hunts a day) / active play (${ACTIVE_HUNTS_PER_DAY} hunts a day). Figures are medians over`,
);
p('the players unless said otherwise. `tools/balance/balance.spec.ts` holds the curve (issue 11) with fewer players.');
p();
p('## The first hour');
p();
p(
  `- Starter setup on ${r.grounds[0].name}: ${pct(r.starter.catchRate)} of hunts catch, **${f1(r.starter.netGoldPerHunt)} gold net per hunt** (rewards less bait).`,
);
p(
  `- Catches in a new player's first 10 hunts: ${f1(r.starter.firstTenMean)} on average; ${pct(r.starter.firstTenAtLeastSix)} of players catch 6 or more.`,
);
p(
  `- First gear upgrade after **${f1(r.firstUpgrade)} hunts**; then one every **${f1(r.upgradeGaps.median)} hunts** (${f1(r.upgradeGaps.days)} days at ${CASUAL_HUNTS_PER_DAY} hunts a day).`,
);
p();
p('## Regions');
p();
p('| Region | Hunts to finish | Days (casual / active) |');
p('|---|---:|---:|');
for (const x of r.regions) p(`| ${x.name} | ${f1(x.hunts)} | ${f1(x.casualDays)} / ${f1(x.activeDays)} |`);
p();
p('A region is finished with the first hunt in the next one (the last region: its last ground reached and its top trap owned).');
p();
p('## Grounds');
p();
p(
  "| Ground | Region | First hunt there (hunts) | Days | Catch rate, players' setup | Catch rate, best setup of the region | Net gold / hunt | XP / hunt | Cooldown | Gold / hour | XP / hour |",
);
p('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const g of r.grounds) {
  const perHour = 60 / g.cooldownMin;
  p(
    `| ${g.name} | ${g.region} | ${f1(g.arrival)} | ${days(g.arrival)} | ${pct(g.playedCatch)} | ${pct(g.bestCatch)} | ${f1(g.netGoldPerHunt)} | ${f1(g.xpPerHunt)} | ${g.cooldownMin} min | ${f1(g.netGoldPerHunt * perHour)} | ${f1(g.xpPerHunt * perHour)} |`,
  );
}
p();
p("Gold and XP per hour at the ground's regular cooldown (15 min + the ground's extra time, before trap setup bonuses).");
p();
p('## Ranks');
p();
p('| Rank | XP | Hunts | Days (casual / active) |');
p('|---|---:|---:|---:|');
for (const x of r.ranks) p(`| ${x.name} | ${x.xp} | ${f1(x.hunts)} | ${days(x.hunts)} |`);
p();
p('## Upgrades, keys and recipes in the order they are bought');
p();
p('| Item | Hunts | Days (casual / active) | Players |');
p('|---|---:|---:|---:|');
for (const x of r.upgrades) p(`| ${x.name} | ${f1(x.hunts)} | ${days(x.hunts)} | ${x.players}/${players} |`);
p();
p('## Every ghost with the best setup obtainable in its region');
p();
p('Measured through the engine on a table holding only that ghost (midnight ghosts at 00:30 UTC); monster ghosts with');
p('monster plasma; Nessy ghosts on the last ground of the region of the item that attracts them.');
p();
p('| Ground | Ghost | Catch rate |');
p('|---|---|---:|');
for (const x of r.ghosts) p(`| ${x.ground} | ${x.ghost} | ${pct(x.bestRate)} |`);
p();
p('## Checks');
p();
p(`- Grounds nobody can reach without an admin: ${r.unreachable.length ? r.unreachable.join(', ') : 'none'}.`);
p(`- Items sold (shop or premium) that do nothing: ${r.useless.length ? r.useless.join(', ') : 'none'}.`);
p(
  `- Grounds that lose gold with the setup players bring: ${
    r.grounds
      .filter((g) => g.netGoldPerHunt <= 0)
      .map((g) => g.name)
      .join(', ') || 'none'
  }.`,
);
p(
  `- Ghosts below 50 % with the best setup: ${
    r.ghosts
      .filter((g) => g.bestRate < 0.5)
      .map((g) => g.ghost)
      .join(', ') || 'none'
  }.`,
);
p();
writeFileSync(out, `${lines.join('\n')}`);
console.log(`docs/balance.md written (${players} players, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
