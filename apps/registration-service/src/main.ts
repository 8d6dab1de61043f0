import 'reflect-metadata';
import { bootstrapService } from '@eventdesk/server-kit';
import { AppModule } from './app.module';
import { loadRegistrationEnv } from './config/env';

const env = loadRegistrationEnv();
void bootstrapService('registration', AppModule.forRoot(env), env);
