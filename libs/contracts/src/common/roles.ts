/** Role values. The numbers are stored; the names travel in the JWT. */
export const ROLE = {
  guest: 0,
  user: 1,
  betaUser: 2,
  admin: 100,
  notActivated: 555,
  banned: 666,
} as const;

export type RoleName = keyof typeof ROLE;
export type RoleValue = (typeof ROLE)[RoleName];

/** Roles that may enter the game. */
export const GAME_ROLES: readonly RoleName[] = ['user', 'admin', 'betaUser'];

export function roleName(value: number): RoleName {
  const hit = (Object.keys(ROLE) as RoleName[]).find((name) => ROLE[name] === value);
  return hit ?? 'guest';
}

export function isRoleValue(value: number): value is RoleValue {
  return (Object.values(ROLE) as number[]).includes(value);
}

/** Patron tiers (patreonType). */
export const PATREON_TIERS = ['none', 'Fledgling', 'Neonate', 'Ancilla', 'Elder', 'Methuselah'] as const;
