import { Module, type DynamicModule } from '@nestjs/common';
import { DASHBOARD_SHARED_MS, RegistrationQueriesHandler } from './registration-queries.handler';
import { RegistrationQueriesService } from './registration-queries.service';

/** Staff reads of registrations (issue 6): list and search, dashboard, analytics, export. */
@Module({})
export class RegistrationQueriesModule {
  static forRoot(options: { dashboardSharedMs: number }): DynamicModule {
    return {
      module: RegistrationQueriesModule,
      controllers: [RegistrationQueriesHandler],
      providers: [
        RegistrationQueriesService,
        { provide: DASHBOARD_SHARED_MS, useValue: options.dashboardSharedMs },
      ],
    };
  }
}
