/**
 * `npm run balance`: runs the live hunt engine over the content pack for simulated players who buy and craft only
 * what the shop screens list, and writes docs/balance.md. PLAYERS (default 200) and OUT (default docs/balance.md)
 * may be set in the environment.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTIVE_HUNTS_PER_DAY, CASUAL_HUNTS_PER_DAY, computeBalance, playerSeed, Spread } from './metrics';
import { MARKET_VISIT_HUNTS, MarketDesk, marketEffect, MATERIAL_KEEP } from './market';
import { GOLD_CHECKPOINTS, playPlayer, World } from './sim';
import { REFERENCE_TOURNAMENT, tournamentPay } from './tournament';
import { PARTY_SIZE, PerHour, PRESS_MINUTES, SESSION_HOURS, togetherEffect } from './together';

const players = Number(process.env.PLAYERS ?? 200);
const out = process.env.OUT ?? join(__dirname, '..', '..', 'docs', 'balance.md');

async function main(): Promise<void> {
  const started = Date.now();
  const w = await World.load();
  const r = computeBalance(w, players, { seeds: 1000 });
  const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)} %` : '-');
  const f0 = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : 'never');
  const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-');
  const days = (h: number) => (Number.isFinite(h) ? `${f1(h / CASUAL_HUNTS_PER_DAY)} / ${f1(h / ACTIVE_HUNTS_PER_DAY)}` : 'never');
  const sp = (s: Spread) => `${f0(s.p10)} / ${f0(s.median)} / ${f0(s.p90)}`;
  const spDays = (s: Spread, perDay: number) => `${f1(s.p10 / perDay)} / ${f1(s.median / perDay)} / ${f1(s.p90 / perDay)}`;
  const lines: string[] = [];
  const p = (s = '') => lines.push(s);

  p('# Balance');
  p();
  p('Written by `npm run balance` (tools/balance/run.ts): the live hunt engine (`resolveHunt`, `buildLoadout`, the');
  p('catalogue normaliser) over the content pack in libs/api/catalogue/src/infrastructure/seed/content, for');
  p(`${players} simulated players over at most 3,000 hunts each.`);
  p();
  p('**Shop-only rule.** A simulated player buys and crafts only what a shop screen lists: the script reads every shop');
  p("endpoint and tab of the player app through the economy's `BrowseShopHandler` (the code behind");
  p("`GET /api/clientshop/{endpoint}/{page}`) and nothing else is for sale. Crafting charges the item's price as a fee");
  p('on top of the materials, as the buy endpoint does. Loot and rank rewards come from hunting.');
  p();
  p('Each player starts from the StarterKit setting, hunts at noon (midnight and special ghosts are measured apart),');
  p('buys the cheapest gear that raises its power as soon as it can afford it (keeping bait for 15 hunts), buys or');
  p('crafts keys, recipes and special baits when the next ground needs them, keeps monster plasma for grounds with');
  p("monsters, keeps the dearest juice on sale going once it holds 500 juices' worth of gold (the late game), crafts the");
  p('masterworks of its top gear when it holds their materials, and moves on when it may enter the next ground and its');
  p('setup catches that table at 60 % or more.');
  p(
    `Days are given at ${CASUAL_HUNTS_PER_DAY} hunts a day (casual) and ${ACTIVE_HUNTS_PER_DAY} hunts a day (active); "p10 / median / p90" are over the players,`,
  );
  p('"never" means more than a tenth (or half) of them did not get there within 3,000 hunts.');
  p('`tools/balance/balance.spec.ts` holds the bands below with fewer players.');
  p();
  p('## The first hour');
  p();
  p(
    `- Starter setup on ${r.grounds[0].name}: ${pct(1 - r.starter.catchRate)} of hunts miss or find nothing, **${f1(r.starter.netGoldPerHunt)} gold net per hunt** (rewards less bait).`,
  );
  p(
    `- Misses on ${r.grounds[0].name} with the starter setup: ${pct(r.starter.misses)} of the ghosts met; after the first upgrade: ${pct(r.starter.missesAfterUpgrade)}.`,
  );
  p(
    `- Catches in a new player's first 10 hunts: ${f1(r.starter.firstTenMean)} on average; ${pct(r.starter.firstTenAtLeastSix)} of players catch 6 or more.`,
  );
  p(
    `- First gear upgrade after **${f1(r.firstUpgrade)} hunts**; then one every **${f1(r.upgradeGaps.median)} hunts** (${f1(r.upgradeGaps.days)} days at ${CASUAL_HUNTS_PER_DAY} hunts a day).`,
  );
  p();
  p('## Regions: hunts and days to arrive');
  p();
  p('| Region | Hunts (p10 / median / p90) | Days at 12 a day | Days at 48 a day | Players who arrive |');
  p('|---|---:|---:|---:|---:|');
  for (const x of r.regions)
    p(
      `| ${x.name} | ${sp(x.arrival)} | ${spDays(x.arrival, CASUAL_HUNTS_PER_DAY)} | ${spDays(x.arrival, ACTIVE_HUNTS_PER_DAY)} | ${pct(x.arrival.reached)} |`,
    );
  p();
  p(`A new ground every **${f1(r.groundGap)} hunts** (median over players of each player's median gap).`);
  p();
  p('## Grounds');
  p();
  p(
    "| Ground | Region | Arrival, hunts (p10 / median / p90) | Days at 12 / 48 a day (median) | Reached | Misses, players' setup | Catch rate, players' setup | Catch rate, best setup of the region | Net gold / hunt | XP / hunt |",
  );
  p('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const g of r.grounds) {
    p(
      `| ${g.name} | ${g.region} | ${sp(g.arrivals)} | ${days(g.arrivals.median)} | ${pct(g.arrivals.reached)} | ${pct(g.misses)} | ${pct(g.playedCatch)} | ${pct(g.bestCatch)} | ${f1(g.netGoldPerHunt)} | ${f1(g.xpPerHunt)} |`,
    );
  }
  p();
  p('Misses are the hunts that met a ghost and let it escape (GhostTooPowerful), over the hunts that met one. The catch');
  p('rate counts every hunt (empty hunts and missing monster plasma included).');
  p();
  p('## Gold held over time');
  p();
  p('| After hunts | Median gold held | Players still hunting |');
  p('|---:|---:|---:|');
  for (const x of r.goldOverTime) p(`| ${x.hunts} | ${f0(x.gold)} | ${x.players} |`);
  p();
  p('## Where the gold goes');
  p();
  p('| Spent on | Median gold per player | Share of all gold spent |');
  p('|---|---:|---:|');
  for (const x of r.spending) p(`| ${x.what} | ${f0(x.gold)} | ${pct(x.share)} |`);
  p();
  p('## Ranks');
  p();
  p('| Rank | XP | Hunts | Days (casual / active) |');
  p('|---|---:|---:|---:|');
  for (const x of r.ranks) p(`| ${x.name} | ${x.xp} | ${f1(x.hunts)} | ${days(x.hunts)} |`);
  p();
  p('## Upgrades, keys and recipes in the order they are bought');
  p();
  p('| Item | Shop screen | Hunts | Days (casual / active) | Players |');
  p('|---|---|---:|---:|---:|');
  for (const x of r.upgrades) p(`| ${x.name} | ${x.where} | ${f1(x.hunts)} | ${days(x.hunts)} | ${x.players}/${players} |`);
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
  p('## Tournaments against normal hunting');
  p();
  const perHour = ACTIVE_HUNTS_PER_DAY / 24;
  const t = REFERENCE_TOURNAMENT;
  p(
    `The reference tournament of docs/covens.md: ${t.hours} hours on one region's grounds, entry fee ${t.entryFee} gold, prizes ${t.prizes.join(' / ')} gold to each scoring member of the first three covens. An active entrant hunts ${ACTIVE_HUNTS_PER_DAY} times a day (${f1(perHour)} manual hunts an hour); hunting pays the same during the tournament, the prize comes on top. Per hour of the tournament:`,
  );
  p();
  p('| Region | Hunting gold / h | Hunting XP / h | 1st place gold / h | 2nd | 3rd | No prize | 1st prize = hours of hunting |');
  p('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const x of tournamentPay(r.grounds, perHour)) {
    p(
      `| ${x.region} | ${f0(x.huntingGoldPerHour)} | ${f0(x.huntingXpPerHour)} | ${x.placeGoldPerHour.map((g) => `+${f0(g)}`).join(' | ')} | ${f0(x.noPrizeGoldPerHour)} | ${f1(x.firstPlaceInHuntingHours)} |`,
    );
  }
  p();
  p('## Selling loot on the market');
  p();
  const desk = await MarketDesk.open(w);
  const withMarket = Array.from({ length: players }, (_, i) => playPlayer(w, playerSeed(i), 3000, desk));
  p(
    `The same ${players} players (same seeds) once more, now visiting the market every ${MARKET_VISIT_HUNTS} hunts and selling the loot they hold beyond ${MATERIAL_KEEP} units of each crafting material (loot at work in their setup stays): ${desk.sellable.size} items qualify, those a ghost drops that are tradable by the default rule. Each sale is one sell order through the order route's rules (the body the sell form posts read by \`readOrder\`, the median guard, the matcher) at the book's median, the middle of the allowed band (${desk.limits.medianMinPercent} % to ${desk.limits.medianMaxPercent} %); the first sale of an item asks its catalogue price. The buyers are other players bidding at that median: the seller's gold comes out of their purses, and the ${desk.limits.tariffPercent} % tariff is destroyed. Medians over the players still hunting:`,
  );
  p();
  p(
    '| After hunts | Gold held, no market | Gold held, selling loot | Difference | Sales so far (paid by buyers) | Tariff destroyed so far |',
  );
  p('|---:|---:|---:|---:|---:|---:|');
  const market = marketEffect(GOLD_CHECKPOINTS, r.runs, withMarket);
  for (const x of market) {
    const diff = x.without > 0 ? `${x.with >= x.without ? '+' : ''}${pct(x.with / x.without - 1)}` : '-';
    p(`| ${x.hunts} | ${f0(x.without)} | ${f0(x.with)} | ${diff} | ${f0(x.salesGold)} | ${f0(x.tariff)} |`);
  }
  const last = market[market.length - 1];
  p();
  p(
    `Across all players the market only moves gold from buyers to sellers; what leaves the game is the tariff: by hunt ${last.hunts} the median seller's sales had destroyed ${f0(last.tariff)} gold, ${pct(last.salesGold > 0 ? last.tariff / last.salesGold : 0)} of what the buyers paid.`,
  );
  p();
  p('## Hunting together: the party and séance maps');
  p();
  const together = togetherEffect(w, r.runs);
  p(
    `Per region, on the ground where the players above spent most hunts, groups of ${PARTY_SIZE} of them (each with the setup it had there) hunt ${SESSION_HOURS} hours pressing HUNT every ${PRESS_MINUTES} minutes (the active pace; a press on cooldown is refused), first each alone, then as friends with the party switch on: a sounded hunt takes along the friends the hunt's own rule lets through (same region, off cooldown, active in the last hour, bait; at most ${PARTY_SIZE - 1}), each hunting its own hunt with its own setup and seed, and the sounder gets the party xp bonus. Then the same groups hunt a séance map of each tier whose scroll they can get (a shop screen lists it or a ghost of a ground they visited drops it): the owner's map draws its ghosts by the hunt's pool rule (the visited grounds of its current region when they hold enough, else every visited ground), each member hunts alone at the same pace, going back to an earlier ground (paying its travel) when its own holds no uncaught map ghost, and each member who caught one is paid its chest when the map is done. Gold is net of bait, consumables and travel; loot counts units (chest items included). Per player and hour:`,
  );
  p();
  p('| Region (ground) | Play | Hunts / h | XP / h | Gold / h | Loot / h | XP vs solo | Gold vs solo |');
  p('|---|---|---:|---:|---:|---:|---:|---:|');
  const vs = (x: number, base: number) => (base > 0 ? `${x >= base ? '+' : ''}${pct(x / base - 1)}` : '-');
  const row = (where: string, play: string, h: PerHour, base: PerHour) =>
    p(
      `| ${where} | ${play} | ${f1(h.hunts)} | ${f0(h.xp)} | ${f0(h.gold)} | ${f1(h.loot)} | ${vs(h.xp, base.xp)} | ${vs(h.gold, base.gold)} |`,
    );
  for (const x of together) {
    const where = `${x.region} (${x.ground})`;
    row(where, 'solo', x.solo, x.solo);
    row(where, `party of ${PARTY_SIZE}`, x.party, x.solo);
    for (const m of x.maps) row(where, `séance map, tier ${m.tier} (${m.ghosts} ghosts)`, m.member, x.solo);
  }
  p();
  p(
    '| Region | Groups | Party hunts taken along | Sounder bonus XP / h | Map tier | Scroll from | Scrolls dropped / 100 solo hunts | Map hours (median) | Maps done in 7 days | Chest gold (median) |',
  );
  p('|---|---:|---:|---:|---:|---|---:|---:|---:|---:|');
  for (const x of together)
    for (const m of x.maps)
      p(
        `| ${x.region} | ${x.groups} | ${pct(x.takenAlongShare)} | ${f1(x.bonusXpPerHour)} | ${m.tier} | ${m.scroll}: ${m.from} | ${m.scrollsPer100Hunts.toFixed(2)} | ${f1(m.hours)} | ${pct(m.completed)} | ${f0(m.chestGold)} |`,
      );
  p();
  p(
    'What the model leaves out: becoming friends and turning the party switch on change no purse, so the groups start as friends with the switch on (the chaos run makes them through the friend request and party routes); the picture puzzle (every player would owe one as often alone as in a party); chests are not claimed by a player but paid when the map is settled (by the hunt that finishes it, the timer or the maps list), so they are counted when the map ends. The party figures are the party-of-five rows, the map figures the map rows (hunted without a party): a player who does both gets something of each.',
  );
  p();
  p('## Checks');
  p();
  p(`- Needed but offered by no shop screen: ${r.unoffered.length ? r.unoffered.join('; ') : 'nothing'}.`);
  p(
    `- Baits that an earlier bait beats on every stat (not worth switching to): ${r.dominatedBaits.length ? r.dominatedBaits.join(', ') : 'none'}.`,
  );
  p(`- Grounds nobody can reach buying only what shops list: ${r.unreachable.length ? r.unreachable.join(', ') : 'none'}.`);
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
}

void main();
