import { Controller, Get, Header } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { APP_VERSION, SYSTEM_ROUTES } from '@grimhunt/contracts';
import { Public } from '@grimhunt/api-kernel';

@ApiTags('system')
@Controller()
export class SystemController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** `GET /api/version/`: the client compares it with its stored version. */
  @Get(SYSTEM_ROUTES.version)
  @Public()
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'no-store')
  version(): string {
    return APP_VERSION;
  }

  /** Liveness and database reachability, for load balancers. */
  @Get(SYSTEM_ROUTES.health)
  @Public()
  @Header('cache-control', 'no-store')
  async health() {
    await this.dataSource.query('SELECT 1');
    return { status: 'ok', version: APP_VERSION };
  }
}
