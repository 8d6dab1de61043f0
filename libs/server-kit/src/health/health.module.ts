import {
  Controller,
  Get,
  Inject,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TerminusModule } from '@nestjs/terminus';
import { MikroORM } from '@mikro-orm/postgresql';
import Redis from 'ioredis';
import { Public } from '../http/public-route.decorator';
import { redisOptions } from '../queue/redis-options';
import { withTimeout } from '../util/with-timeout';

const HEALTH_REDIS = Symbol('HEALTH_REDIS');
const PROBE_TIMEOUT_MS = 1500;

/** /health/live: the process answers. /health/ready: its database and Redis answer too. */
@Public()
@Controller('health')
class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(HEALTH_REDIS) private readonly redis: Redis,
  ) {}

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @HealthCheck()
  ready() {
    return this.health.check([
      () => this.probe('database', () => this.orm.em.getConnection().execute('select 1')),
      () => this.probe('redis', () => this.redis.ping()),
    ]);
  }

  private async probe(key: string, check: () => Promise<unknown>) {
    const indicator = this.indicators.check(key);
    try {
      await withTimeout(check(), PROBE_TIMEOUT_MS, key);
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }
}

class RedisProbeCloser implements OnApplicationShutdown {
  constructor(private readonly redis: Redis) {}
  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

@Module({})
export class HealthModule {
  static forRoot(options: { redisUrl: string }): DynamicModule {
    return {
      module: HealthModule,
      imports: [TerminusModule.forRoot({ logger: false })],
      controllers: [HealthController],
      providers: [
        {
          provide: HEALTH_REDIS,
          useFactory: () => {
            const redis = new Redis(redisOptions(options.redisUrl, 'probe'));
            redis.on('error', () => undefined);
            return redis;
          },
        },
        {
          provide: RedisProbeCloser,
          useFactory: (redis: Redis) => new RedisProbeCloser(redis),
          inject: [HEALTH_REDIS],
        },
      ],
    };
  }
}
