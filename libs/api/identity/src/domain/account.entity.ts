import { ROLE, RoleName, roleName } from '@grimhunt/contracts';

export interface AccountProps {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  role: number;
  patreonType: number;
  xp: number;
  createdAt: Date;
  lastLoginAt: Date | null;
  /** Bumped whenever the account's sessions must end (password change or reset, role change, ban). */
  tokenVersion?: number;
}

/** A player's or administrator's account: who they are and whether they may play. */
export class Account {
  constructor(private props: AccountProps) {}

  get id() {
    return this.props.id;
  }
  get name() {
    return this.props.name;
  }
  get email() {
    return this.props.email;
  }
  get passwordHash() {
    return this.props.passwordHash;
  }
  get role(): number {
    return this.props.role;
  }
  get roleName(): RoleName {
    return roleName(this.props.role);
  }
  get patreonType() {
    return this.props.patreonType;
  }
  get xp() {
    return this.props.xp;
  }
  get createdAt() {
    return this.props.createdAt;
  }
  get lastLoginAt() {
    return this.props.lastLoginAt;
  }
  get tokenVersion(): number {
    return this.props.tokenVersion ?? 0;
  }

  get isBanned(): boolean {
    return this.props.role === ROLE.banned;
  }
  get isActivated(): boolean {
    return this.props.role !== ROLE.notActivated;
  }

  /** Not-activated accounts become users; any other role is kept. Returns whether anything changed. */
  activate(): boolean {
    if (this.props.role !== ROLE.notActivated) return false;
    this.props.role = ROLE.user;
    return true;
  }

  recordLogin(now: Date): void {
    this.props.lastLoginAt = now;
  }
  rename(name: string): void {
    this.props.name = name;
  }
  setRole(role: number): void {
    if (role !== this.props.role) this.revokeSessions();
    this.props.role = role;
  }
  setPatreonType(tier: number): void {
    this.props.patreonType = tier;
  }
  setXp(xp: number): void {
    this.props.xp = xp;
  }
  changeEmail(email: string): void {
    this.props.email = email;
  }
  changePasswordHash(hash: string): void {
    this.props.passwordHash = hash;
    this.revokeSessions();
  }
  /** Every token issued before this call stops working. */
  revokeSessions(): void {
    this.props.tokenVersion = this.tokenVersion + 1;
  }

  toProps(): AccountProps {
    return { ...this.props, tokenVersion: this.tokenVersion };
  }
}
