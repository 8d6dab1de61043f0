import 'reflect-metadata';
import { bootstrapService } from '@eventdesk/server-kit';
import { AppModule } from './app.module';
import { loadNotificationEnv } from './config/env';

const env = loadNotificationEnv();
void bootstrapService('notification', AppModule.forRoot(env), env);
