import type { ComponentType } from 'react';
import { WeeklyEventsRoute } from '@/features/roadshow/routes/weekly-events-route';

/**
 * The weekly roadshow page: its own small chunk, so a visitor arriving from a roadshow link does not download and
 * evaluate the registration, payment and pitch screens of the public area first.
 */
export const roadshowArea = {
  weeklyEvents: WeeklyEventsRoute,
} satisfies Record<string, ComponentType>;
