import { paths } from './paths';

// The game's menus (apart from config/paths.ts, which the signed-out pages load too).

/** Desktop navigation. */
export const COMPANY_MENU: { label: string; href: string }[] = [
  { label: 'Office', href: paths.game.office.getHref() },
  { label: 'Bar', href: paths.game.bar.getHref() },
  { label: 'Pet Shop', href: paths.game.pet.getHref() },
  { label: 'Laboratory', href: paths.game.laboratory.getHref() },
  { label: 'Q-Section', href: paths.game.qsec.getHref() },
  { label: 'Exhibition', href: paths.game.exhibition.getHref() },
  { label: 'Post Service', href: paths.game.postservice.getHref() },
  { label: 'Market', href: paths.game.market.getHref() },
];

/**
 * The JOURNEY dropdown of the top bar (desktop): where the hunter goes and what happened on the way. The game's
 * own additions of that kind (maps, ...) belong here rather than in the bar itself.
 */
export const JOURNEY_MENU: { label: string; href: string }[] = [
  { label: 'Journal', href: paths.game.journal.getHref() },
  { label: 'Travel', href: paths.game.travel.getHref() },
];

/**
 * Top bar links after HOME, COMPANY and JOURNEY (desktop): the spec's INVENTORY, ALBUM and GLOSSARY, and EQUIPMENT.
 * The places of other players follow in the COMMUNITY dropdown, and PROFILE sits with Logout on the right, so the
 * bar keeps the brand's word at 1280 px with room for one entry more.
 */
export const MAIN_MENU: { label: string; href: string }[] = [
  { label: 'INVENTORY', href: paths.game.inventory.getHref() },
  { label: 'EQUIPMENT', href: paths.game.equipment.getHref() },
  { label: 'ALBUM', href: paths.game.grimoire.getHref() },
  { label: 'GLOSSARY', href: paths.game.glossary.getHref() },
];

/** The COMMUNITY dropdown of the top bar (desktop): other players, rankings and events. */
export const COMMUNITY_MENU: { label: string; href: string }[] = [
  { label: 'Friends', href: paths.game.friends.getHref() },
  { label: 'Séance maps', href: paths.game.maps.getHref() },
  { label: 'Ladder', href: paths.game.ladder.getHref() },
  { label: 'Covens', href: paths.game.covens.getHref() },
  { label: 'Tournaments', href: paths.game.tournaments.getHref() },
  { label: 'Mirror Nights', href: paths.game.mirrorNights.getHref() },
];

/** Mobile sidebar entries, in the spec's order (plus Travel and Profile, which the spec's mail texts point to). */
export const SIDEBAR_MENU: { label: string; href: string }[] = [
  { label: 'HOME', href: paths.home.getHref() },
  { label: 'EQUIPMENT', href: paths.game.equipment.getHref() },
  { label: 'JOURNAL', href: paths.game.journal.getHref() },
  { label: 'TRAVEL', href: paths.game.travel.getHref() },
  { label: 'INVENTORY', href: paths.game.inventory.getHref() },
  { label: 'MARKET', href: paths.game.market.getHref() },
  { label: 'ALBUM', href: paths.game.grimoire.getHref() },
  { label: 'GLOSSARY', href: paths.game.glossary.getHref() },
  { label: 'OFFICE', href: paths.game.office.getHref() },
  { label: 'BAR', href: paths.game.bar.getHref() },
  { label: 'PET SHOP', href: paths.game.pet.getHref() },
  { label: 'LABORATORY', href: paths.game.laboratory.getHref() },
  { label: 'Q-SECTION', href: paths.game.qsec.getHref() },
  { label: 'EXHIBITION', href: paths.game.exhibition.getHref() },
  { label: 'POST SERVICE', href: paths.game.postservice.getHref() },
  { label: 'FRIENDS', href: paths.game.friends.getHref() },
  { label: 'MAPS', href: paths.game.maps.getHref() },
  { label: 'LADDER', href: paths.game.ladder.getHref() },
  { label: 'COVENS', href: paths.game.covens.getHref() },
  { label: 'TOURNAMENTS', href: paths.game.tournaments.getHref() },
  { label: 'MIRROR NIGHTS', href: paths.game.mirrorNights.getHref() },
  { label: 'PROFILE', href: paths.game.profile.getHref() },
];
