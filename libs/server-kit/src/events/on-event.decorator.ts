import { DiscoveryService } from '@nestjs/core';

/** Marks a provider method as this service's handler for one event (see EventBusModule). */
export const OnEvent = DiscoveryService.createDecorator<string>();
