import { USER_ROUTES } from '@grimhunt/contracts';
import { api, apiPath } from '../../../lib/api-client';

/** GET /api/user/ActivateAccount/{id} -> text. Single-use link: cached for the session, never retried. */
export function activateAccount(id: string): Promise<string> {
  return api.getText(apiPath(USER_ROUTES.base, USER_ROUTES.activate.replace(':id', encodeURIComponent(id))), {
    auth: false,
  });
}
