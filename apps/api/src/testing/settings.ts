import { SettingDefinition } from '@grimhunt/contracts';
import { TestApp } from './test-app';

/**
 * Sets a registered setting the way an admin does (`POST /api/setting`, insert or update by key). `POST` answers 201
 * whether the key was new or not (a POST creates); the catalogue snapshot sees it at once.
 */
export async function setSetting<T>(t: TestApp, adminToken: string, definition: SettingDefinition<T>, value: T): Promise<void> {
  const res = await t.http.postJson('/api/setting', { key: definition.key, value: definition.format(value) }, adminToken);
  if (res.status !== 201 && res.status !== 200) throw new Error(`setting ${definition.key} failed: ${res.status} ${res.text}`);
}
