import { Identity1732240000000 } from './1732240000000-identity';
import { Catalogue1732300000000 } from './1732300000000-catalogue';
import { EconomyCore1732400000000 } from './1732400000000-economy-core';
import { EconomyPlay1732500000000 } from './1732500000000-economy-play';
import { Hunt1732600000000 } from './1732600000000-hunt';
import { MaxStats1732650000000 } from './1732650000000-max-stats';
import { Mail1732700000000 } from './1732700000000-mail';
import { Payment1732800000000 } from './1732800000000-payment';
import { HuntChallenge1733500000000 } from './1733500000000-hunt-challenge';

/** Every migration, in order. Schema changes happen only here (DESIGN §3). */
export const MIGRATIONS = [Identity1732240000000, Catalogue1732300000000, EconomyCore1732400000000, EconomyPlay1732500000000, Hunt1732600000000, MaxStats1732650000000, Mail1732700000000, Payment1732800000000, HuntChallenge1733500000000];
