import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { settingsRpcs } from '@eventdesk/contracts';
import { Public, RpcClient } from '@eventdesk/server-kit';
import { renderEventCalendar } from './event-calendar';

/** "Add to calendar" on the ticket and attendance pages: a plain link, so it works without JavaScript. */
@ApiTags('settings')
@Public()
@Controller()
export class EventCalendarController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('event.ics')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="event.ics"')
  // Staff may move the venue or the times: a calendar app asking again gets the current facts.
  @Header('Cache-Control', 'no-cache')
  @ApiProduces('text/calendar')
  @ApiQuery({ name: 'lang', required: false, enum: ['en', 'ta'] })
  @ApiOperation({ summary: "The event's date, times and venue as an iCalendar file (RFC 5545)" })
  async calendar(@Query('lang') lang?: string): Promise<string> {
    const settings = await this.rpc.call(settingsRpcs.getPublic, {});
    return renderEventCalendar(settings.event, lang === 'ta' ? 'ta' : 'en', new Date());
  }
}
