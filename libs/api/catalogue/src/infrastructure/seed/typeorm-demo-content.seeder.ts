import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
import { DemoContentSeeder } from '../../application/ports/demo-content-seeder.port';
import { seedDemoContent } from './demo-content';

@Injectable()
export class TypeOrmDemoContentSeeder implements DemoContentSeeder {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  seedIfEmpty(): Promise<boolean> {
    return seedDemoContent(this.dataSource, { now: this.clock.now() });
  }
}
