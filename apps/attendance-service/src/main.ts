import 'reflect-metadata';
import { bootstrapService } from '@eventdesk/server-kit';
import { AppModule } from './app.module';
import { loadAttendanceEnv } from './config/env';

const env = loadAttendanceEnv();
void bootstrapService('attendance', AppModule.forRoot(env), env);
