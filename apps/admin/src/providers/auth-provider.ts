import type { AuthProvider } from 'ra-core';
import { API_PREFIX, USER_ROUTES, type LoginResultDto } from '@grimhunt/contracts';
import { browser } from '../lib/browser';
import { hashPassword } from '../lib/password-hash';
import { decodeToken, isExpired, readToken, removeToken, storeToken } from '../lib/token';
import { postForm } from './http-client';

const LOGIN_URL = `/${API_PREFIX}/${USER_ROUTES.base}/${USER_ROUTES.login}`;

/**
 * Set while a signed-in player (not an admin) is sent to the game: the logout react-admin runs after a failed
 * checkAuth must then keep the token, because the session is shared with the player app.
 */
let leavingForGame = false;

function currentClaims() {
  const claims = decodeToken(readToken());
  if (!claims || isExpired(claims, Date.now())) return null;
  return claims;
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    let result: LoginResultDto | undefined;
    try {
      const response = await postForm(LOGIN_URL, { username, password: hashPassword(password) });
      result = response.json as LoginResultDto;
    } catch (error: any) {
      throw new Error(error?.body?.message || error?.message || 'Login failed');
    }
    if (!result?.success || !result.access_token) {
      throw new Error(result?.message || 'Login failed');
    }
    leavingForGame = false;
    storeToken(result.access_token);
  },

  async logout() {
    if (leavingForGame) return false;
    removeToken();
  },

  async checkAuth() {
    const token = readToken();
    // Signed out: straight to the login form, without an error notification.
    if (!token) throw { message: false };
    const claims = decodeToken(token);
    if (!claims || isExpired(claims, Date.now())) {
      removeToken();
      throw new Error('Session expired');
    }
    if (claims.role !== 'admin') {
      // The back office is only for admins; players go back to the game with a full page navigation.
      leavingForGame = true;
      browser.assign('/');
      throw { message: false, redirectTo: false };
    }
    leavingForGame = false;
  },

  async checkError(error: any) {
    if (error?.status === 401) {
      removeToken();
      throw new Error('Session expired');
    }
  },

  async getPermissions() {
    return currentClaims()?.role ?? null;
  },

  async getIdentity() {
    const claims = currentClaims();
    if (!claims) throw new Error('Not signed in');
    return { id: claims.sub, fullName: claims.name };
  },
};
