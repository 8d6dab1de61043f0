import 'reflect-metadata';
import { bootstrapService } from '@eventdesk/server-kit';
import { AppModule } from './app.module';
import { loadPaymentEnv } from './config/env';

const env = loadPaymentEnv();
void bootstrapService('payment', AppModule.forRoot(env), env);
