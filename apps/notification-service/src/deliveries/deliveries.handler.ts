import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { notificationRpcs, type DeliveryView, type ListDeliveriesQuery } from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { DeliveriesService } from './deliveries.service';

@Controller()
export class DeliveriesHandler {
  constructor(private readonly deliveries: DeliveriesService) {}

  @RpcHandler(notificationRpcs.listDeliveries)
  list(@Payload() query: ListDeliveriesQuery): Promise<DeliveryView[]> {
    return this.deliveries.list(query);
  }
}
