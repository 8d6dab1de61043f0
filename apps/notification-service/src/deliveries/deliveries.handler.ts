import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { listDeliveriesQuery, notificationPatterns, type DeliveryView } from '@eventdesk/contracts';
import { DeliveriesService } from './deliveries.service';

@Controller()
export class DeliveriesHandler {
  constructor(private readonly deliveries: DeliveriesService) {}

  @MessagePattern(notificationPatterns.listDeliveries)
  list(@Payload() payload: unknown): Promise<DeliveryView[]> {
    return this.deliveries.list(listDeliveriesQuery.parse(payload ?? {}));
  }
}
