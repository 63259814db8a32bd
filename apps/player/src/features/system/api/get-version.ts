import { SYSTEM_ROUTES } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';

/** GET /api/version/ -> text such as '0.1.0'. */
export async function getServerVersion(): Promise<string> {
  const text = await api.getText(`${apiPath(SYSTEM_ROUTES.version)}/`, { auth: false });
  return text.trim().replace(/^"|"$/g, '');
}
