import { PATREON_TIERS, ROLE } from '@grimhunt/contracts';

/** Role values with their labels. */
export const USER_ROLE_CHOICES = [
  { id: ROLE.guest, name: 'Guest' },
  { id: ROLE.user, name: 'User' },
  { id: ROLE.betaUser, name: 'betaUser' },
  { id: ROLE.admin, name: 'Admin' },
  { id: ROLE.notActivated, name: 'notActivated' },
  { id: ROLE.banned, name: 'Banned' },
];

export const PATREON_CHOICES = PATREON_TIERS.map((name, id) => ({ id, name }));
