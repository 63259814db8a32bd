import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Every account mail, whether or not an SMTP server took it. */
@Entity({ name: 'mail_outbox' })
export class MailOutboxRecord {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('varchar', { name: 'to_address', length: 254 }) toAddress: string;
  @Column('text') subject: string;
  @Column('text', { name: 'body_text' }) bodyText: string;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt: Date;
  @Column('timestamptz', { name: 'sent_at', nullable: true }) sentAt: Date | null;
  @Column('text', { nullable: true }) error: string | null;
  /** Sends tried by the relay job (libs/api/identity/src/application/jobs/relay-unsent-mails.job.ts). */
  @Column('int', { default: 0 }) attempts: number;
  @Column('timestamptz', { name: 'next_attempt_at', nullable: true }) nextAttemptAt: Date | null;
}
