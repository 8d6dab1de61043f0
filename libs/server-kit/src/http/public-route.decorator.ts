import { SetMetadata } from '@nestjs/common';

export const PUBLIC_ROUTE = 'eventdesk:public-route';

/** The gateway's staff guard protects every route unless it is marked public (deny by default). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(PUBLIC_ROUTE, true);
