import type { SettingDto } from '@grimhunt/contracts';

export const MISSIONS_ENABLED_TEXT = 'Missions are currently ENABLED';
export const MISSIONS_DISABLED_TEXT = 'Missions are currently DISABLED';

/** Missing or unreadable counts as disabled. */
export function missionsEnabled(setting: SettingDto | null | undefined): boolean {
  return typeof setting?.value === 'string' && setting.value.trim().toLowerCase() === 'true';
}

export function missionsStatusText(enabled: boolean): string {
  return enabled ? MISSIONS_ENABLED_TEXT : MISSIONS_DISABLED_TEXT;
}

/** ForceMissionHuntingGround value: region id and hunting-ground id joined by two underscores. */
export const FORCE_GROUND_SEPARATOR = '__';

export function forceGroundValue(regionId: string, huntingGroundId: string): string {
  return `${regionId}${FORCE_GROUND_SEPARATOR}${huntingGroundId}`;
}

export function parseForceGroundValue(value: string | null | undefined): { regionId: string; huntingGroundId: string } | null {
  if (!value) return null;
  const at = value.indexOf(FORCE_GROUND_SEPARATOR);
  if (at <= 0) return null;
  const regionId = value.slice(0, at);
  const huntingGroundId = value.slice(at + FORCE_GROUND_SEPARATOR.length);
  return huntingGroundId ? { regionId, huntingGroundId } : null;
}
