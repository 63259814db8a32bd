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
 * Top bar entries after HOME and COMPANY (desktop). Journal, Travel and Profile are reachable from here too. The bar
 * is full at 1280 px: COVENS leads to the tournaments as well (each of the two screens links the other).
 */
export const MAIN_MENU: { label: string; href: string }[] = [
  { label: 'JOURNAL', href: paths.game.journal.getHref() },
  { label: 'TRAVEL', href: paths.game.travel.getHref() },
  { label: 'INVENTORY', href: paths.game.inventory.getHref() },
  { label: 'EQUIPMENT', href: paths.game.equipment.getHref() },
  { label: 'ALBUM', href: paths.game.grimoire.getHref() },
  { label: 'GLOSSARY', href: paths.game.glossary.getHref() },
  { label: 'FRIENDS', href: paths.game.friends.getHref() },
  { label: 'MAPS', href: paths.game.maps.getHref() },
  { label: 'LADDER', href: paths.game.ladder.getHref() },
  { label: 'COVENS', href: paths.game.covens.getHref() },
  { label: 'MIRROR NIGHTS', href: paths.game.mirrorNights.getHref() },
  { label: 'PROFILE', href: paths.game.profile.getHref() },
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
