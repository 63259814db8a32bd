import { SETTING_DEFINITIONS, settingDescription } from '@grimhunt/contracts';

/** The registry's description of a key (libs/contracts/src/settings/settings.registry.ts), or a hint for other keys. */
export function describeSetting(key: string | undefined | null): string {
  if (!key) return '';
  return settingDescription(key) ?? 'Not a registered setting: the game does not read this key.';
}

/**
 * Whether the game can read `value` for `key` (undefined: fine). A registered key with an unreadable value would
 * silently fall back to its default, so the form says so before saving.
 */
export function settingValueError(key: string | undefined | null, value: string | undefined | null): string | undefined {
  const definition = SETTING_DEFINITIONS.find((d) => d.key === key);
  if (!definition) return undefined;
  if (definition.parse(value ?? '') !== undefined) return undefined;
  return `The game cannot read this value; it would use the default (${definition.format(definition.defaultValue) || 'empty'}).`;
}

/** Registered keys for the create form's key choice. */
export const SETTING_KEY_CHOICES = SETTING_DEFINITIONS.map((d) => ({ id: d.key, name: d.key }));
