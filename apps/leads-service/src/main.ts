import 'reflect-metadata';
import { bootstrapService } from '@eventdesk/server-kit';
import { AppModule } from './app.module';
import { loadLeadsEnv } from './config/env';

const env = loadLeadsEnv();
void bootstrapService('leads', AppModule.forRoot(env), env);
