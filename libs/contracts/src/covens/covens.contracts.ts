/**
 * Covens: teams of players (a captain, officers and members) with a message board. Routes are relative to `/api`.
 * The back office moderates them through the simple-rest resource `coven`.
 */
import { USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from '../identity/identity.contracts';
import { tokenShopItem } from './token-shop.contracts';

export const COVEN_ROUTES = {
  /** GET `?q=` search, POST create. */
  covens: 'covens',
  /** GET the coven the signed-in player belongs to (404 when none). */
  mine: 'covens/mine',
  coven: 'covens/:covenId',
  join: 'covens/:covenId/join',
  apply: 'covens/:covenId/apply',
  /** GET the pending applications (captain or officer). */
  applications: 'covens/:covenId/applications',
  accept: 'covens/:covenId/applications/:userId/accept',
  decline: 'covens/:covenId/applications/:userId/decline',
  leave: 'covens/:covenId/leave',
  kick: 'covens/:covenId/members/:userId/kick',
  promote: 'covens/:covenId/members/:userId/promote',
  demote: 'covens/:covenId/members/:userId/demote',
  /** GET the newest messages first, POST a message. */
  board: 'covens/:covenId/board',
  /** PUT `{ design }`: the captain applies an emblem design they bought in the token shop (null: the coven's own arms). */
  emblem: 'covens/:covenId/emblem',
  /** Back office (simple-rest): list, get one, PUT (rename, motto, open), DELETE (disband). */
  admin: 'coven',
  adminOne: 'coven/:id',
  /** Back office: DELETE one board message. */
  adminBoardMessage: 'coven/:id/board/:messageId',
} as const;

/** Full paths for the player app. */
export const COVEN_PATHS = {
  covens: '/api/covens',
  mine: '/api/covens/mine',
  coven: (covenId: string) => `/api/covens/${covenId}`,
  join: (covenId: string) => `/api/covens/${covenId}/join`,
  apply: (covenId: string) => `/api/covens/${covenId}/apply`,
  applications: (covenId: string) => `/api/covens/${covenId}/applications`,
  accept: (covenId: string, userId: string) => `/api/covens/${covenId}/applications/${userId}/accept`,
  decline: (covenId: string, userId: string) => `/api/covens/${covenId}/applications/${userId}/decline`,
  leave: (covenId: string) => `/api/covens/${covenId}/leave`,
  kick: (covenId: string, userId: string) => `/api/covens/${covenId}/members/${userId}/kick`,
  promote: (covenId: string, userId: string) => `/api/covens/${covenId}/members/${userId}/promote`,
  demote: (covenId: string, userId: string) => `/api/covens/${covenId}/members/${userId}/demote`,
  board: (covenId: string) => `/api/covens/${covenId}/board`,
  emblem: (covenId: string) => `/api/covens/${covenId}/emblem`,
} as const;

/** Most members of a coven, the captain included. */
export const COVEN_MAX_MEMBERS = 12;
/** Gold a new coven costs (taken from the founder; a sink). */
export const COVEN_CREATE_COST = 500;
export const COVEN_MOTTO_MAX = 120;
export const COVEN_BOARD_MESSAGE_MAX = 500;
/** The board keeps this many newest messages; older ones are deleted when a new one is posted. */
export const COVEN_BOARD_KEEP = 100;
/** Search answers at most this many covens. */
export const COVEN_SEARCH_LIMIT = 50;

export type CovenRole = 'captain' | 'officer' | 'member';

export const COVEN_MESSAGES = {
  nameRequired: 'Coven name is required',
  nameTooShort: `Coven name must be at least ${USERNAME_MIN} characters long`,
  nameTooLong: `Coven name must be less than ${USERNAME_MAX} characters`,
  nameChars: 'Coven name can only contain letters, numbers, underscores, and hyphens',
  nameTaken: 'This coven name is already taken',
  mottoTooLong: `Motto must be at most ${COVEN_MOTTO_MAX} characters`,
  mottoText: 'Motto must be text',
  openRequired: 'Choose whether the coven is open',
  messageRequired: 'Please enter a message',
  messageTooLong: `Message must be at most ${COVEN_BOARD_MESSAGE_MAX} characters`,
  notFound: 'Coven not found',
  alreadyInCoven: 'You are already in a coven',
  targetInCoven: 'This player is already in a coven',
  notMember: 'You are not a member of this coven',
  targetNotMember: 'This player is not a member of this coven',
  full: `This coven is full (${COVEN_MAX_MEMBERS} members)`,
  closed: 'This coven takes members by application only',
  alreadyApplied: 'You have already applied to this coven',
  applicationNotFound: 'Application not found',
  notOfficer: 'Only the captain or an officer can do this',
  notCaptain: 'Only the captain can do this',
  cannotKickSelf: 'Use leave to leave the coven',
  cannotKickRank: 'Officers can remove members only',
  alreadyOfficer: 'This member is already an officer',
  notOfficerTarget: 'This member is not an officer',
  messageNotFound: 'Message not found',
  created: 'Coven founded',
  joined: 'Welcome to the coven',
  applied: 'Application sent',
  accepted: 'Application accepted',
  declined: 'Application declined',
  left: 'You left the coven',
  disbanded: 'The coven was disbanded',
  kicked: 'Member removed',
  promoted: 'Member promoted to officer',
  demoted: 'Officer demoted to member',
  posted: 'Message posted',
  emblemUnknown: 'Choose an emblem design from the token shop',
  emblemNotOwned: 'Buy this emblem design in the token shop before applying it',
  emblemApplied: 'Emblem applied',
  emblemCleared: 'The coven shows its own arms again',
} as const;

export const COVEN_ERROR_CODES = {
  NOT_FOUND: 'COVENS.NOT_FOUND',
  FORBIDDEN: 'COVENS.FORBIDDEN',
  NAME_TAKEN: 'COVENS.NAME_TAKEN',
  ALREADY_IN_COVEN: 'COVENS.ALREADY_IN_COVEN',
  NOT_MEMBER: 'COVENS.NOT_MEMBER',
  FULL: 'COVENS.FULL',
  CLOSED: 'COVENS.CLOSED',
  ALREADY_APPLIED: 'COVENS.ALREADY_APPLIED',
  INVALID: 'COVENS.INVALID',
  EMBLEM_NOT_OWNED: 'COVENS.EMBLEM_NOT_OWNED',
} as const;

/** Ledger reasons of coven movements; the reference is the coven id. */
export const COVEN_LEDGER_REASONS = {
  create: 'coven-create',
} as const;

/** Coven name rules (those of user names). Returns the first failing message or null. */
export function validateCovenName(raw: string | undefined | null): string | null {
  const value = (raw ?? '').trim();
  if (!value) return COVEN_MESSAGES.nameRequired;
  if (value.length < USERNAME_MIN) return COVEN_MESSAGES.nameTooShort;
  if (value.length >= USERNAME_MAX) return COVEN_MESSAGES.nameTooLong;
  if (!USERNAME_PATTERN.test(value)) return COVEN_MESSAGES.nameChars;
  return null;
}

export function validateCovenMotto(raw: string | undefined | null): string | null {
  return (raw ?? '').trim().length > COVEN_MOTTO_MAX ? COVEN_MESSAGES.mottoTooLong : null;
}

export function validateBoardMessage(raw: string | undefined | null): string | null {
  const value = (raw ?? '').trim();
  if (!value) return COVEN_MESSAGES.messageRequired;
  if (value.length > COVEN_BOARD_MESSAGE_MAX) return COVEN_MESSAGES.messageTooLong;
  return null;
}

/** The design of `PUT /api/covens/{covenId}/emblem`: null or the key of a token shop emblem design; the message or null. */
export function validateEmblemDesign(raw: unknown): string | null {
  if (raw === null) return null;
  return typeof raw === 'string' && tokenShopItem(raw)?.kind === 'emblem' ? null : COVEN_MESSAGES.emblemUnknown;
}

/** PUT /api/covens/{covenId}/emblem: a token shop emblem design the captain owns, or null for the coven's own arms. */
export interface ApplyEmblemBody {
  design: string | null;
}

/** POST /api/covens. */
export interface CreateCovenBody {
  name: string;
  motto: string;
  open: boolean;
}

export interface CovenMemberDto {
  userId: string;
  name: string;
  role: CovenRole;
  /** The member's rank by experience, or null before the first rank. */
  rankName: string | null;
  /** ISO 8601. */
  joinedAt: string;
  /** The token shop key of the title the member equipped (`title-...`), or null. */
  titleKey: string | null;
}

/**
 * GET /api/covens/{covenId}. `emblemImageId` is `coven-emblem:<seed>`: the player app draws the emblem from the
 * seed (8 hex digits taken from the coven id), so the same coven always shows the same emblem.
 */
export interface CovenDto {
  id: string;
  name: string;
  motto: string;
  emblemImageId: string;
  /**
   * The token shop emblem design the captain applied (`emblem-raven`, ...), or null: the arms are then drawn from
   * `emblemImageId` alone. With a design, the design's device is drawn on the coven's own shield and colours.
   */
  emblemDesign: string | null;
  /** The captain's user id and name. */
  captain: { userId: string; name: string };
  members: CovenMemberDto[];
  open: boolean;
}

/** One row of GET /api/covens?q=. */
export interface CovenSummaryDto {
  id: string;
  name: string;
  motto: string;
  emblemImageId: string;
  /** As in `CovenDto`. */
  emblemDesign: string | null;
  captainName: string;
  memberCount: number;
  open: boolean;
}

export interface CovenApplicationDto {
  userId: string;
  name: string;
  rankName: string | null;
  /** ISO 8601. */
  appliedAt: string;
}

/** POST /api/covens/{covenId}/board. */
export interface PostBoardMessageBody {
  message: string;
}

export interface CovenBoardMessageDto {
  id: string;
  /** Null when the author's account was deleted. */
  userId: string | null;
  name: string;
  message: string;
  /** ISO 8601. */
  postedAt: string;
}

/** Answer of the coven actions (join, apply, accept, decline, leave, kick, promote, demote, post). */
export interface CovenActionDto {
  success: true;
  message: string;
  /** The coven after the action, or null when the player is no longer in it or it was disbanded. */
  coven: CovenDto | null;
}

/** Back office `GET /api/coven` rows (simple-rest; filter `q`). */
export interface CovenAdminDto {
  id: string;
  name: string;
  motto: string;
  open: boolean;
  emblemImageId: string;
  /** As in `CovenDto`. */
  emblemDesign: string | null;
  captainName: string;
  memberCount: number;
  /** ISO 8601. */
  createdAt: string;
  /** Only in `GET /api/coven/:id`: the newest board messages, for moderation. */
  board?: CovenBoardMessageDto[];
}

/** Back office `PUT /api/coven/:id` (rename and the other editable fields). */
export interface CovenAdminWriteDto {
  name: string;
  motto: string;
  open: boolean;
}

/** The emblem id of a coven: `coven-emblem:` and 8 hex digits of its id. */
export const COVEN_EMBLEM_PREFIX = 'coven-emblem:';
export function covenEmblemImageId(covenId: string): string {
  return `${COVEN_EMBLEM_PREFIX}${covenId.replace(/-/g, '').slice(0, 8).toLowerCase()}`;
}
