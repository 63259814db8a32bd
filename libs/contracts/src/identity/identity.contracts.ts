import type { RoleName } from '../common/roles';

export const USER_ROUTES = {
  base: 'user',
  login: 'login',
  register: 'register',
  check: 'check',
  activate: 'ActivateAccount/:id',
  forgotPasswordRequest: 'ForgotPasswordRequest',
  forgotPasswordRetrieve: 'ForgotPasswordRetrieve',
  resendActivationMail: 'resendActivationMail',
  updateEmail: 'UpdateEmail',
  updatePassword: 'UpdatePassword',
  search: 'search',
  getByName: 'getByName/:name',
  addInventoryItem: 'AddInventoryItem',
} as const;

/** Validation limits and messages. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 50;
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const SHA256_HEX_PATTERN = /^[a-f0-9]{64}$/i;
export const USER_SEARCH_MIN = 3;

export const VALIDATION_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 3 characters long',
  usernameTooLong: 'Username must be less than 20 characters',
  usernameChars: 'Username can only contain letters, numbers, underscores, and hyphens',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must be less than 50 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  fixErrors: 'Please fix the errors above before submitting.',
  allRequired: 'All fields are required. Please fill out the form completely.',
  forgotNeedsUsername: 'Please enter your username',
} as const;

export const IDENTITY_MESSAGES = {
  registered: 'You have successfully registered an account! An activation email has been sent to you. (also check your spam folder).',
  afterActivation: 'After activation pls go to login',
  loginOk: 'Login successful',
  invalidCredentials: 'Invalid username or password',
  banned: 'This account is banned',
  nameTaken: 'This username is already taken',
  emailTaken: 'This email address is already registered',
  activated: 'Your account has been activated. Have fun hunting!',
  alreadyActive: 'Your account is already active.',
  tokenInvalid: 'This link is invalid or has expired.',
  forgotSent: 'Email sent to your email address',
  forgotUnknown: 'Username not found',
  /** The retrieval page shows the server's text: the new password, once (it is never mailed). */
  passwordReset: 'Your new password is:',
  passwordResetHint: 'Log in with it now and change it in your profile. It is shown only this once.',
  changed: 'Successful Changed',
  wrongPassword: 'The current password is wrong',
  activationResent: 'A new activation link has been sent to your email address.',
  passwordHashInvalid: 'The password must be sent as a SHA-256 hex digest',
  searchTooShort: 'Search needs at least 3 characters',
} as const;

/** Username rules shared by the register form and the server. Returns the first failing message or null. */
export function validateUsername(raw: string | undefined | null): string | null {
  const value = (raw ?? '').trim();
  if (!value) return VALIDATION_MESSAGES.usernameRequired;
  if (value.length < USERNAME_MIN) return VALIDATION_MESSAGES.usernameTooShort;
  if (value.length >= USERNAME_MAX) return VALIDATION_MESSAGES.usernameTooLong;
  if (!USERNAME_PATTERN.test(value)) return VALIDATION_MESSAGES.usernameChars;
  return null;
}

/** Typed-password rules (the client checks the typed text; the server sees only its SHA-256 hex). */
export function validatePassword(raw: string | undefined | null): string | null {
  const value = raw ?? '';
  if (!value) return VALIDATION_MESSAGES.passwordRequired;
  if (value.length < PASSWORD_MIN) return VALIDATION_MESSAGES.passwordTooShort;
  if (value.length > PASSWORD_MAX) return VALIDATION_MESSAGES.passwordTooLong;
  return null;
}

export function validateEmail(raw: string | undefined | null): string | null {
  const value = (raw ?? '').trim();
  if (!value) return VALIDATION_MESSAGES.emailRequired;
  if (value.length > 254 || !EMAIL_PATTERN.test(value)) return VALIDATION_MESSAGES.emailInvalid;
  return null;
}

/** POST /api/user/login (form). */
export interface LoginBody {
  username: string;
  password: string;
}
export interface LoginResultDto {
  success: boolean;
  access_token: string | null;
  message: string;
}
/** POST /api/user/register (form). */
export interface RegisterBody {
  username: string;
  password: string;
  email: string;
}
export interface CheckResultDto {
  success: boolean;
  access_token: string | null;
}

/** Claims of the access token. `role` is the role name; `sub` the user id. */
export interface AccessTokenClaims {
  sub: string;
  name: string;
  role: RoleName;
  /** The account's token version when issued; a password change, reset, ban, role change or deletion revokes older ones. */
  ver?: number;
  /** When the password was last typed (seconds); `/api/user/check` renews tokens up to MAX_SESSION_DAYS after it. */
  auth?: number;
  iat?: number;
  exp?: number;
}

export interface StatEntryDto {
  shortName: string;
  name: string;
  valueFrom: number;
  valueTo?: number;
  statImageId?: string | null;
  statUnitSymbol?: string | null;
}
export interface CurrencyEntryDto {
  shortName: string;
  name: string;
  value: number;
  imageId?: string | null;
}

/** GET /api/clientUser/getme (User). Fields owned by later contexts default to neutral values. */
export interface ClientUserDto {
  id: string;
  name: string;
  email: string;
  xp: number;
  nextRankXP: number;
  currentRank: { name: string } | null;
  currentHuntingGround: unknown;
  patreonType: number;
  userRole: number;
  nextAllowedHuntTimeStamp: number;
  currentTimeStamp: number;
  nextChronoCrystalRechargeTimeStamp: number;
  chronocrystalCharges: number;
  unlockedEquipmentSlots: number;
  activeEquipmentSlot: number;
  stats: { statEntries: StatEntryDto[] };
  currencies: { currencyEntries: CurrencyEntryDto[] };
  inventory: unknown[];
}

/** Admin view of a user. */
export interface AdminUserDto {
  id: string;
  name: string;
  email: string;
  xp: number;
  userRole: number;
  patreonType: number;
  currencies: { currencyEntries: { name: string; value: number }[] };
  inventory: { itemId: string; amount: number }[];
}
