import { Column, Entity, PrimaryColumn } from 'typeorm';

const bigintAsNumber = { to: (v: number) => v, from: (v: string | null) => (v === null ? 0 : Number(v)) };

@Entity({ name: 'user_account' })
export class AccountRecord {
  @PrimaryColumn('uuid') id: string;
  @Column('varchar', { length: 32 }) name: string;
  @Column('varchar', { length: 254 }) email: string;
  @Column('text', { name: 'password_hash' }) passwordHash: string;
  @Column('int') role: number;
  @Column('int', { name: 'patreon_type', default: 0 }) patreonType: number;
  @Column('bigint', { default: 0, transformer: bigintAsNumber }) xp: number;
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
  @Column('timestamptz', { name: 'last_login_at', nullable: true }) lastLoginAt: Date | null;
  @Column('int', { name: 'token_version', default: 0 }) tokenVersion: number;
}
