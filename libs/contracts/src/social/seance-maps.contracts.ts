/**
 * Séance maps: cooperative treasure maps of the social context. A Séance Scroll starts a map of 10, 15 or 20 ghosts
 * drawn from grounds its owner visited; up to four friends join; any member's catch of a map ghost marks it (first
 * catch wins); a finished map pays a chest to each member who caught one, and an unfinished one a consolation chest
 * after 7 days. The rules and numbers are explained in docs/social.md.
 */

/** Route strings (relative to `/api`). */
export const SEANCE_MAP_ROUTES = {
  /** GET: my maps, invitations and scrolls; POST `{ scrollItemId }`: start a map from one owned scroll. */
  maps: 'social/maps',
  /** GET: one map (members and invited players only). */
  map: 'social/maps/:mapId',
  /** POST `{ name }`: the owner invites a friend. */
  invite: 'social/maps/:mapId/invite',
  /** POST: an invited player joins. */
  join: 'social/maps/:mapId/join',
  /** POST: a member (not the owner) leaves. */
  leave: 'social/maps/:mapId/leave',
} as const;

export const SEANCE_MAP_PATHS = {
  maps: `/api/${SEANCE_MAP_ROUTES.maps}`,
  map: (mapId: string) => `/api/social/maps/${encodeURIComponent(mapId)}`,
  invite: (mapId: string) => `/api/social/maps/${encodeURIComponent(mapId)}/invite`,
  join: (mapId: string) => `/api/social/maps/${encodeURIComponent(mapId)}/join`,
  leave: (mapId: string) => `/api/social/maps/${encodeURIComponent(mapId)}/leave`,
} as const;

/** Back-office resource: the read-only list of maps on `/api/seancemap`. */
export const SEANCE_MAP_RESOURCE = 'seancemap';

/** The item type of scrolls. */
export const SEANCE_SCROLL_TYPE = 'seancescroll';

export type SeanceTier = 1 | 2 | 3;

/** A scroll's tier comes from its rarity: rare 2, boss 3, any other 1. */
export function seanceTierOf(rarityShortName: string | null | undefined): SeanceTier {
  return rarityShortName === 'boss' ? 3 : rarityShortName === 'rare' ? 2 : 1;
}

export const SEANCE_MAP_LIMITS = {
  /** Ghosts drawn per tier. */
  ghostsByTier: { 1: 10, 2: 15, 3: 20 } as Record<SeanceTier, number>,
  /** Players on a map besides the owner (members and open invitations together). */
  maxOthers: 4,
  /** Maps a player may be on at once (owned or joined, until they are settled). */
  maxOpenMaps: 3,
  /** A map runs this long; then an unfinished one pays its consolation chest. */
  lifetimeMs: 7 * 24 * 60 * 60_000,
} as const;

/**
 * The chest of a finished map, per tier: gold and loot rolls (one roll: one item, at its highest drop amount, from the
 * loot of a ghost of the map chosen at random). Each member who caught at least one ghost gets one; the owner one
 * more roll. The consolation chest of an unfinished map: a quarter of the gold and one roll, for each member who
 * caught at least one ghost.
 */
export const SEANCE_CHESTS: Record<SeanceTier, { gold: number; rolls: number }> = {
  1: { gold: 2_500, rolls: 2 },
  2: { gold: 8_000, rolls: 3 },
  3: { gold: 25_000, rolls: 4 },
};
export const SEANCE_CONSOLATION = { goldShare: 0.25, rolls: 1 } as const;

/** Ledger reasons; the reference is the map id. */
export const SEANCE_LEDGER_REASONS = {
  scroll: 'seance-map-scroll',
  chest: 'seance-map-chest',
  consolation: 'seance-map-consolation',
} as const;

export const SEANCE_MAP_MESSAGES = {
  scrollRequired: 'Choose a séance scroll',
  notAScroll: 'This item is not a séance scroll',
  noScroll: 'You have no such scroll',
  tooFewGhosts: (needed: number, found: number) =>
    `This scroll needs ${needed} different ghosts, and the grounds you have visited hold ${found}. Travel further first.`,
  tooManyMaps: `You are already on ${SEANCE_MAP_LIMITS.maxOpenMaps} séance maps. Finish one first.`,
  theyHaveTooManyMaps: `This player is already on ${SEANCE_MAP_LIMITS.maxOpenMaps} séance maps`,
  mapNotFound: 'This séance map does not exist',
  onlyOwnerInvites: 'Only the owner of the map can invite',
  nameRequired: 'Please enter a player name',
  mapFull: `A séance map has room for ${SEANCE_MAP_LIMITS.maxOthers} players besides its owner`,
  alreadyOnMap: 'This player is already on the map',
  alreadyInvited: 'This player is already invited',
  notInvited: 'You have not been invited to this map',
  ownerCannotLeave: 'The owner cannot leave their own map',
  notAMember: 'You are not on this map',
  mapClosed: 'This séance is over',
  started: (ghosts: number) => `The séance begins: ${ghosts} ghosts to catch`,
  invited: (name: string) => `${name} is invited`,
  joined: 'You joined the séance',
  left: 'You left the séance',
} as const;

export const SEANCE_MAP_ERROR_CODES = {
  VALIDATION: 'SOCIAL.VALIDATION',
  NOT_A_SCROLL: 'SOCIAL.NOT_A_SCROLL',
  NO_SCROLL: 'SOCIAL.NO_SCROLL',
  TOO_FEW_GHOSTS: 'SOCIAL.TOO_FEW_GHOSTS',
  MAP_LIMIT: 'SOCIAL.MAP_LIMIT',
  MAP_NOT_FOUND: 'SOCIAL.MAP_NOT_FOUND',
  ONLY_OWNER: 'SOCIAL.ONLY_OWNER',
  MAP_FULL: 'SOCIAL.MAP_FULL',
  ALREADY_ON_MAP: 'SOCIAL.ALREADY_ON_MAP',
  ALREADY_INVITED: 'SOCIAL.ALREADY_INVITED',
  NOT_INVITED: 'SOCIAL.NOT_INVITED',
  OWNER_CANNOT_LEAVE: 'SOCIAL.OWNER_CANNOT_LEAVE',
  MAP_CLOSED: 'SOCIAL.MAP_CLOSED',
} as const;

/** `POST /api/social/maps`. */
export interface StartSeanceMapBody {
  scrollItemId: string;
}

/** `POST /api/social/maps/{mapId}/invite`. */
export interface InviteToSeanceMapBody {
  name: string;
}

export interface SeancePlayerDto {
  userId: string;
  name: string;
}

export interface SeanceMemberDto extends SeancePlayerDto {
  owner: boolean;
  /** Map ghosts this member caught. */
  caught: number;
}

export interface SeanceGhostDto {
  enemyId: string;
  name: string;
  imageId: string | null;
  caughtBy: SeancePlayerDto | null;
  /** ms since the epoch; null while free. */
  caughtAt: number | null;
  /** The open ground where the reader's own setup catches this ghost most often (null when no open ground has it). */
  bestGround: string | null;
  /** Chance (0..1) that one hunt of the reader there catches it, from the engine's odds; 0 without usable bait. */
  chanceForMe: number;
  /** The bait the reader's hunt there would use; null when none. */
  bait: string | null;
}

/** `GET /api/social/maps/{mapId}`. */
export interface SeanceMapDto {
  id: string;
  owner: SeancePlayerDto;
  members: SeanceMemberDto[];
  invited: SeancePlayerDto[];
  scrollName: string;
  tier: SeanceTier;
  ghosts: SeanceGhostDto[];
  caught: number;
  /** ms since the epoch. */
  createdAt: number;
  expiresAt: number;
  completedAt: number | null;
  /** When the chests were paid (null: not yet), and which: the finished map's or the consolation. */
  settledAt: number | null;
  settlement: 'complete' | 'consolation' | null;
  /** The reader's part: owner, member or invited. */
  me: 'owner' | 'member' | 'invited';
}

export interface SeanceMapSummaryDto {
  id: string;
  owner: SeancePlayerDto;
  scrollName: string;
  tier: SeanceTier;
  ghostCount: number;
  caught: number;
  members: number;
  expiresAt: number;
  completedAt: number | null;
  settledAt: number | null;
  me: 'owner' | 'member' | 'invited';
}

export interface SeanceScrollDto {
  itemId: string;
  name: string;
  imageId: string | null;
  amount: number;
  tier: SeanceTier;
  ghosts: number;
}

/** `GET /api/social/maps`: maps I am on (newest first; settled ones for 7 days), invitations, and my scrolls. */
export interface SeanceMapsDto {
  maps: SeanceMapSummaryDto[];
  invitations: SeanceMapSummaryDto[];
  scrolls: SeanceScrollDto[];
}

/** Answer of invite and leave. */
export interface SeanceOkDto {
  success: true;
  message: string;
}

/** The live event of a map catch (to every member but the catcher). */
export interface SeanceCatchEventDto {
  type: 'map-catch';
  mapId: string;
  enemyId: string;
  caughtBy: SeancePlayerDto;
  caughtAt: number;
  completed: boolean;
}

/** The live event of an invitation (to the invited player). */
export interface SeanceInviteEventDto {
  type: 'map-invite';
  mapId: string;
  from: SeancePlayerDto;
}

/** A row of `GET /api/seancemap` (back office, read-only). Filters: `userId` (the owner), `q` (owner's name), `status`. */
export interface SeanceMapAdminDto {
  id: string;
  ownerId: string;
  ownerName: string;
  scrollName: string;
  tier: number;
  ghostCount: number;
  caught: number;
  members: number;
  status: 'open' | 'complete' | 'expired';
  /** ISO dates. */
  createdAt: string;
  expiresAt: string;
  completedAt: string | null;
  settledAt: string | null;
}
