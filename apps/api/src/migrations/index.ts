import { Identity1732240000000 } from './1732240000000-identity';
import { Catalogue1732300000000 } from './1732300000000-catalogue';
import { EconomyCore1732400000000 } from './1732400000000-economy-core';
import { EconomyPlay1732500000000 } from './1732500000000-economy-play';

/** Every migration, in order. Schema changes happen only here (DESIGN §3). */
export const MIGRATIONS = [Identity1732240000000, Catalogue1732300000000, EconomyCore1732400000000, EconomyPlay1732500000000];
