import { Module } from '@nestjs/common';
import { OrdersHandler } from './orders.handler';
import { OrdersService } from './orders.service';

@Module({ controllers: [OrdersHandler], providers: [OrdersService] })
export class OrdersModule {}
