import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'one_time_token' })
export class OneTimeTokenRecord {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'user_id' }) userId: string;
  @Column('varchar', { length: 32 }) purpose: string;
  @Column('char', { name: 'token_hash', length: 64 }) tokenHash: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt: Date | null;
}
