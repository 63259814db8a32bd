/**
 * The ghosts of the three regions, written by hand: [key, name, rarity, enemy type or null, scare step, flavour, flags].
 * The scare step (0..6) places a ghost on its ground's ladder (generate.mjs turns it into a scare factor, XP and
 * gold). Flags: b boss, m midnight, i immune to mystic power. Keys and names of the first region are kept from the
 * old demo pack where tests and saved games use them.
 */
export const GROUND_GHOSTS = {
  // ---------------------------------------------------------------- Region 1: Hollowmere Vale
  gallowsHill: [
    ['hangmansShade', "Hangman's Shade", 'common', null, 0, 'Still swinging, long after the rope rotted.'],
    ['crowWisp', 'Crow-Picked Wisp', 'common', null, 0, 'What the crows left, the wind took.'],
    ['nooseWraith', 'Noose Wraith', 'uncommon', null, 1, 'Loops around your neck to say hello.'],
    ['gibbetGhoul', 'Gibbet Ghoul', 'normal', null, 2, 'Rattles its cage at passing carriages.'],
    ['rainbowWisp', 'Rainbow Wisp', 'rare', 'rainbow', 3, 'A ghost that swallowed a sunset and never digested it.'],
    ['turnipLantern', 'Turnip-Lantern Lad', 'uncommon', null, 1, 'Carved his own head out of a turnip. It was an improvement.', 'i'],
    ['gallowsJudge', 'The Gallows Judge', 'boss', null, 4, 'Sentenced forty men in one afternoon, then himself for overwork.', 'b'],
    ['tolledBellGhost', 'Ghost of the Tolled Bell', 'rare', null, 3, 'Rings thirteen at midnight. Nobody has ever heard the fourteenth.', 'm'],
  ],
  whisperingChapel: [
    ['choirPhantom', 'Choir Phantom', 'common', null, 0, 'Sings the same hymn, one note flat, for ever.'],
    ['candlewickSpecter', 'Candlewick Specter', 'uncommon', null, 1, 'Snuffs out every candle it passes, then cries about the dark.'],
    ['confessionalWhisperer', 'Confessional Whisperer', 'normal', null, 2, 'Knows your sins. Tells them to the pews.'],
    ['headlessDeacon', 'Headless Deacon', 'rare', null, 3, 'Still looking for his head. Still giving sermons without it.', 'i'],
    ['pewGremlin', 'Pew Gremlin', 'common', 'gift', 0, 'Leaves hymn-books on your seat, open at the funeral psalms.'],
    ['organGrinder', 'The Organ Wraith', 'normal', null, 2, 'Plays the pipes with its ribs. The acoustics are excellent.'],
    ['bellRinger', 'Midnight Bell-Ringer', 'rare', null, 4, 'Climbs the tower at twelve to ring for a wedding that never came.', 'm'],
    ['abbessOfAsh', 'The Abbess of Ash', 'boss', null, 5, 'Burnt at the altar, still giving orders from the smoke.', 'b'],
  ],
  drownedMill: [
    ['millpondDrowner', 'Millpond Drowner', 'common', null, 0, 'Waves at you from under the water. Do not wave back.'],
    ['waterloggedMiller', 'Waterlogged Miller', 'uncommon', null, 1, 'Grinds flour from fog, and bones from the unwary.'],
    ['grindstonePoltergeist', 'Grindstone Poltergeist', 'normal', null, 2, 'Throws millstones. Misses rarely.'],
    ['siltSiren', 'Silt Siren', 'rare', null, 4, 'Sings only at midnight, from the bottom of the pond.', 'm'],
    ['eelWife', 'The Eel-Wife', 'uncommon', 'monster', 1, 'Married a fisherman. Ate the fisherman. Kept the boat.'],
    ['flourGhost', 'Flour-Dusted Apprentice', 'common', null, 0, 'Fell in the hopper in 1702. Has been a little bit bread ever since.'],
    ['sluiceKeeper', 'The Sluice Keeper', 'rare', null, 3, 'Opens the gates at night to let the drowned go home.', 'i'],
    ['millwheelTitan', 'The Millwheel Titan', 'boss', null, 5, 'Forty feet of rotten oak and grudge, turning for ever.', 'b'],
  ],
  blackthornManor: [
    ['dustyButler', 'Dusty Butler', 'common', null, 0, 'Still serves tea. The tea is two hundred years old.'],
    ['portraitWatcher', 'Portrait Watcher', 'uncommon', null, 1, 'Its eyes follow you. So does the rest of it.'],
    ['weepingBride', 'The Weeping Bride', 'rare', null, 3, 'Jilted at the altar in 1791. Still waiting. Still furious.', 'i'],
    ['lordBlackthorn', 'Lord Blackthorn', 'boss', null, 5, 'Master of the manor, host of the séance, owner of your soul (he insists).', 'b'],
    ['chandelierFiend', 'Chandelier Fiend', 'normal', null, 2, 'Swings from the crystal. Lands on guests. Apologises to nobody.'],
    ['nurseryRhyme', 'The Nursery Rhyme', 'normal', 'secret', 2, 'A lullaby with no singer. The cradle rocks in time.'],
    ['clockworkValet', 'Clockwork Valet', 'uncommon', 'crystal', 1, 'Wound up once in 1800. Will stop when the manor does.'],
    ['midnightHostess', 'The Midnight Hostess', 'rare', null, 4, 'Dinner is served at twelve. You are on the menu.', 'm'],
  ],
  moonlessMire: [
    ['bogLantern', 'Bog Lantern', 'uncommon', null, 0, 'Follow the light, they said. Nobody came back to say otherwise.'],
    ['mireBeast', 'The Mire Beast', 'rare', 'monster', 3, 'All teeth and peat. Eats lanterns.'],
    ['crystalRevenant', 'Crystal Revenant', 'rare', 'crystal', 2, 'A knight frozen in quartz, thawing one century at a time.'],
    ['wispQueen', "Will-o'-the-Wisp Queen", 'boss', null, 5, 'Every lost traveller in the mire is one of her candles.', 'b'],
    ['peatMummy', 'Peat Mummy', 'common', null, 0, 'Preserved by the bog, pickled by the ages, annoyed by you.'],
    ['reedWhisperer', 'Reed Whisperer', 'normal', 'enigma', 1, 'Speaks through the reeds in riddles. The answer is always "run".'],
    ['drownedFerryman', 'The Drowned Ferryman', 'rare', null, 4, 'Rows the mire at midnight. Fare: one coin and one regret.', 'm'],
    ['fenHag', 'The Fen Hag', 'rare', null, 3, 'Brews the fog. Sells it back to the village as mist.', 'i'],
  ],
  // ---------------------------------------------------------------- Region 2: Vargcrest Pass
  wolfsbaneCrossing: [
    ['howlingPilgrim', 'Howling Pilgrim', 'common', null, 0, 'Walked to the shrine on all fours. Not out of piety.'],
    ['bridgeTroll', 'Bridge-Toll Shade', 'common', null, 0, 'Demands a coin to cross. Has not noticed the bridge fell in.'],
    ['wolfsbaneWitch', 'Wolfsbane Witch', 'uncommon', null, 1, 'Grows the only cure in the pass. Sells it at werewolf prices.'],
    ['silverwolf', 'Silver-Scarred Wolf', 'normal', 'monster', 2, 'Survived three silver bullets. Collects them as teeth.'],
    ['lostCourier', 'The Lost Courier', 'uncommon', 'gift', 1, 'Still carrying a letter from 1743. Addressed to you.'],
    ['shrineKeeper', 'The Shrine Keeper', 'rare', null, 3, 'Tends a shrine to a saint nobody can remember. Neither can he.', 'i'],
    ['moonbayer', 'The Moon-Bayer', 'rare', null, 4, 'Howls at the moon at midnight. The moon has started howling back.', 'm'],
    ['alphaVarg', 'Alpha Varg', 'boss', 'monster', 5, 'Leader of the pack, collector of shepherds, terror of the pass.', 'b'],
  ],
  vesperAbbey: [
    ['vesperNun', 'Vesper Nun', 'common', null, 0, 'Prays at dusk for the souls of those she frightens at dawn.'],
    ['scriptoriumMoth', 'Scriptorium Moth-Ghost', 'common', null, 0, 'Ate the library, page by page. Regrets nothing but the appendix.'],
    ['flagellant', 'The Flagellant', 'uncommon', null, 1, 'Punishes himself for your sins. He is very, very tired.'],
    ['cryptAbbot', 'Crypt Abbot', 'normal', null, 2, 'Counts the dead every night. Always one more than yesterday.'],
    ['gargoyleGhost', 'Weeping Gargoyle', 'normal', 'crystal', 2, 'Carved to keep ghosts away, now lonely enough to become one.'],
    ['bloodyRelicar', 'The Bloody Reliquary', 'rare', null, 3, 'A box of saints\' bones with a mind of its own, and very few manners.', 'i'],
    ['compline', 'The Compline Choir', 'rare', null, 4, 'Sings the last office at midnight. The last office is for you.', 'm'],
    ['abbotVoss', 'Abbot Voss the Unshriven', 'boss', null, 5, 'Sold the abbey\'s bells to a vampire. The vampire wants a refund.', 'b'],
  ],
  bloodrootVineyard: [
    ['grapeGhoul', 'Grape-Stomping Ghoul', 'common', null, 0, 'Makes wine the old way. The old way involves feet. And blood.'],
    ['vineStrangler', 'Vine Strangler', 'uncommon', 'monster', 1, 'A grapevine that grew through a vampire. Now it drinks the same.'],
    ['cellarMaster', 'The Cellar Master', 'normal', null, 2, 'Will not let you leave until you have tasted the 1612.'],
    ['harvestBride', 'The Harvest Bride', 'uncommon', null, 1, 'Danced at every harvest for three hundred years. Nobody dances back.'],
    ['sommelierStrigoi', 'Sommelier Strigoi', 'rare', null, 3, 'Notes of iron, oak and screaming. An excellent year.', 'i'],
    ['crushingPress', 'Ghost of the Crushing Press', 'normal', 'secret', 2, 'Creaks in the dark. Whatever goes in comes out as wine.'],
    ['vintnerCount', 'Count Vintner', 'rare', null, 4, 'Uncorks himself at midnight. The bouquet is unforgettable.', 'm'],
    ['bloodrootMatriarch', 'The Bloodroot Matriarch', 'boss', null, 5, 'Mother of the vines, grandmother of the vampires, nobody\'s friend.', 'b'],
  ],
  castleStrigoi: [
    ['batSwarmShade', 'Bat-Swarm Shade', 'common', null, 0, 'One ghost, four hundred bats, zero sense of direction.'],
    ['chainedThrall', 'Chained Thrall', 'uncommon', null, 1, 'Served the count for a century. Still waiting for wages.'],
    ['mirrorless', 'The Mirrorless Lady', 'normal', 'enigma', 2, 'Has not seen her own face since 1640. Asks you how she looks.'],
    ['coffinWarden', 'Coffin Warden', 'normal', null, 2, 'Guards the count\'s sleep. Snores louder than the count.'],
    ['bloodCountess', 'The Blood Countess', 'rare', null, 3, 'Bathes in what you would rather not know. Skin like porcelain.', 'i'],
    ['garlicGhost', 'Garlic-Breath Ghost', 'uncommon', null, 1, 'The castle cook. The vampires avoid him. So does everyone else.'],
    ['nightSteward', 'The Night Steward', 'rare', null, 4, 'Opens the gates at midnight for guests who never leave.', 'm'],
    ['countStrigoi', 'Count Vaclav Strigoi', 'boss', null, 6, 'Lord of the castle, patron of the pass, owner of a very old thirst.', 'b'],
  ],
  hollowCrown: [
    ['avalancheWraith', 'Avalanche Wraith', 'uncommon', null, 0, 'Came down the mountain in 1802. Still rolling.'],
    ['frostbitten', 'Frostbitten Climber', 'common', null, 0, 'Made it to the top. Could not remember why. Stayed.'],
    ['stormHarpy', 'Storm Harpy', 'normal', 'monster', 2, 'Nests in lightning. Steals hats out of spite.'],
    ['crownShard', 'Shard of the Hollow Crown', 'rare', 'crystal', 2, 'A splinter of the crown that made the mountain hollow.'],
    ['icePriest', 'The Ice Priest', 'rare', null, 3, 'Preaches to the glacier. The glacier is converting.', 'i'],
    ['yetiVampire', 'The Pale Yeti', 'normal', null, 1, 'A vampire who moved somewhere sunless. Grew the fur later.'],
    ['summitBell', 'The Summit Bell', 'rare', null, 4, 'Rings at midnight on a peak that has no bell.', 'm'],
    ['hollowKing', 'The Hollow King', 'boss', null, 6, 'Wears the mountain as a crown. Wears you as a footnote.', 'b'],
  ],
  // ---------------------------------------------------------------- Region 3: The Necropolis of Lachrymae
  ossuarySteps: [
    ['skullStacker', 'Skull-Stacker', 'common', null, 0, 'Arranges the skulls by size, then by grudge.'],
    ['boneWhistler', 'Bone Whistler', 'common', null, 0, 'Plays a femur flute. Knows one tune: yours.'],
    ['tithingDead', 'The Tithing Dead', 'uncommon', 'gift', 1, 'Collect a tenth of every hunt. Leave receipts.'],
    ['marrowGhoul', 'Marrow Ghoul', 'normal', 'monster', 2, 'Cracks bones for the good bits. Considers you a good bit.'],
    ['stepCounter', 'The Step-Counter', 'uncommon', null, 1, 'Counts the steps down. There is always one more.'],
    ['charnelSaint', 'The Charnel Saint', 'rare', null, 3, 'Canonised by mistake. Refuses to give it back.', 'i'],
    ['lampWarden', 'Lamp Warden of the Steps', 'rare', null, 4, 'Lights the way down at midnight. Never the way up.', 'm'],
    ['ossuaryLord', 'The Ossuary Lord', 'boss', null, 5, 'Built a throne of forty thousand bones and still complains of the draught.', 'b'],
  ],
  lanternCatacombs: [
    ['wickWraith', 'Wick Wraith', 'common', null, 0, 'A candle-flame with opinions.'],
    ['tombRobber', 'Ghost of a Tomb Robber', 'uncommon', null, 1, 'Took one ring too many. The ring took him back.'],
    ['echoChild', 'The Echo Child', 'uncommon', 'secret', 1, 'Repeats everything you say, a second before you say it.'],
    ['lanternBearer', 'Pale Lantern-Bearer', 'normal', null, 2, 'Carries a lamp that lights only the dead. You look fine. For now.'],
    ['sarcophagusShade', 'Sarcophagus Shade', 'normal', 'crystal', 2, 'Sealed in crystal with a curse. The curse got bored and left.'],
    ['catacombCartographer', 'The Catacomb Cartographer', 'rare', null, 3, 'Mapped every tunnel. Forgot to map the way out.', 'i'],
    ['midnightMass', 'The Midnight Mass', 'rare', null, 4, 'A congregation of hundreds. All of them late.', 'm'],
    ['lanternMatron', 'The Lantern Matron', 'boss', null, 5, 'Keeps every lamp in the catacombs lit with a soul apiece.', 'b'],
  ],
  drownedCathedral: [
    ['floodedCantor', 'Flooded Cantor', 'common', null, 0, 'Sings underwater. The bubbles are in tune.'],
    ['barnacleBishop', 'Barnacle Bishop', 'uncommon', null, 1, 'Blesses the fish. The fish have formed a parish.'],
    ['kelpNun', 'Kelp Nun', 'common', null, 0, 'Took the veil, then the sea took her. She kept the veil.'],
    ['leviathanPup', 'Leviathan Pup', 'normal', 'monster', 2, 'Small, as leviathans go. Still eats boats.'],
    ['roseWindow', 'Spirit of the Rose Window', 'rare', 'rainbow', 3, 'Stained glass that learned to swim. Throws colours at you.'],
    ['tideConfessor', 'The Tide Confessor', 'rare', null, 3, 'Hears confessions at low tide. Forgives nothing at high tide.', 'i'],
    ['sunkenBells', 'The Sunken Bells', 'rare', null, 4, 'Toll at midnight from beneath the waves. The fish hate it.', 'm'],
    ['drownedPrimate', 'The Drowned Primate', 'boss', null, 6, 'Archbishop of the deep. Mitre full of eels.', 'b'],
  ],
  paleCourt: [
    ['courtJester', 'The Pale Jester', 'common', null, 0, 'His jokes killed. Then he did.'],
    ['ghostlyHerald', 'Ghostly Herald', 'uncommon', null, 1, 'Announces guests. Announced his own funeral, with fanfare.'],
    ['velvetAssassin', 'Velvet Assassin', 'normal', 'enigma', 2, 'Soft-spoken, soft-footed, very hard to keep out of the pantry.'],
    ['waltzingDead', 'The Waltzing Dead', 'uncommon', null, 1, 'One, two, three, one, two, three, one, two, three, for ever.'],
    ['throneShadow', 'Shadow of the Throne', 'rare', 'crystal', 3, 'The throne remembers every bottom that sat on it. Most were cruel.', 'i'],
    ['chamberlain', 'The Bloodless Chamberlain', 'normal', null, 2, 'Keeps the keys, the ledgers and the prisoners, in that order.'],
    ['masqueBall', 'The Midnight Masque', 'rare', null, 4, 'A ball that starts at twelve. Guests take their masks off. Faces too.', 'm'],
    ['paleEmpress', 'The Pale Empress', 'boss', null, 6, 'First of the vampires, last of the empresses, worst of the guests.', 'b'],
  ],
  blackLoch: [
    ['lochMist', 'Loch Mist', 'common', null, 0, 'Rolls in off the water. Rolls you back in with it.'],
    ['selkieShade', 'Selkie Shade', 'uncommon', null, 1, 'Lost her sealskin to a fisherman. Has been borrowing yours.'],
    ['kelpieGhost', 'Kelpie', 'normal', 'monster', 2, 'A lovely black horse. Do not get on. Never get on.'],
    ['crannogKing', 'The Crannog King', 'rare', null, 3, 'Rules an island that sank. Still collects taxes from the eels.', 'i'],
    ['pipersLament', "The Piper's Lament", 'normal', null, 2, 'Plays the pipes over the water. Only banshees applaud.'],
    ['drownedChoir', 'The Drowned Choir', 'uncommon', 'gift', 1, 'Sings carols in July. They are not in a hurry.'],
    ['midnightLochan', 'The Midnight Lochan', 'rare', null, 4, 'A second loch that appears at midnight, inside the first.', 'm'],
    ['lochWarden', 'The Loch Warden', 'boss', null, 6, 'Keeper of the Black Loch and, they say, of what swims in it.', 'b'],
  ],
};

/** Nessy ghosts: in no table, reachable only when an equipped item attracts them. [key, name, region, flavour] */
export const NESSY_GHOSTS = [
  ['blackLochNessy', 'Nessy of the Black Loch', 3, 'Seen by many, photographed by none, caught by a patient few.'],
  ['mireNessy', 'Old Peg of the Mire', 1, 'A long neck in the peat, a short temper out of it.'],
  ['passNessy', 'The Vargcrest Wyrm', 2, 'Sleeps under the pass. The pass is getting nervous.'],
];

/**
 * Special (date-window) ghosts, one or two per season: [key, name, region, from [d, m], to [d, m], flavour].
 * They appear on any ground of their region while their window is open.
 */
export const SPECIAL_GHOSTS = [
  ['frostfather', 'Frostfather Krampen', 1, [20, 12], [6, 1], 'Brings coal to good children and worse to hunters.'],
  ['valentineShade', 'The Jilted Valentine', 1, [10, 2], [16, 2], 'Sends anonymous letters. They are all from the grave.'],
  ['eggGhoul', 'The Paschal Egg-Ghoul', 2, [25, 3], [20, 4], 'Hides eggs in the graveyard. Some of them hatch.'],
  ['mayQueen', 'The Withered May Queen', 2, [28, 4], [8, 5], 'Crowned every May Day since 1500. The crown has taken root.'],
  ['midsummerWisp', 'Midsummer Wisp', 3, [18, 6], [26, 6], 'Only on the shortest night, and only for the longest time.'],
  ['harvestScarecrow', 'The Harvest Scarecrow', 2, [1, 9], [22, 9], 'Guards the fields. The crows guard the scarecrow.'],
  ['pumpkinPoltergeist', 'Pumpkin Poltergeist', 1, [25, 10], [2, 11], 'Only haunts the last week of October. Makes it count.'],
  ['bonfireGuy', 'The Bonfire Effigy', 3, [1, 11], [10, 11], 'Burnt every year, back every year, sooty every year.'],
];
