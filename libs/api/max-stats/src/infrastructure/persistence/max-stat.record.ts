import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { MaxStatMetadataDto } from '@grimhunt/contracts';

/** Row of `max_stat` (migration 1732650000000-max-stats). */
@Entity({ name: 'max_stat' })
export class MaxStatRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'stat_short_name', type: 'text', unique: true })
  statShortName!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'current_max_value', type: 'integer' })
  currentMaxValue!: number;

  @Column({ name: 'target_max_value', type: 'integer' })
  targetMaxValue!: number;

  @Column({ name: 'highest_player_name', type: 'text', nullable: true })
  highestPlayerName!: string | null;

  @Column({ name: 'highest_player_value', type: 'integer' })
  highestPlayerValue!: number;

  @Column({ name: 'last_calculated', type: 'timestamptz', nullable: true })
  lastCalculated!: Date | null;

  @Column({ type: 'jsonb', nullable: true })
  metadata!: MaxStatMetadataDto | null;
}
