import { z } from 'zod';
import { registrationPaymentStatuses, ticketPackages } from '../../../common/enums';
import { paymentMethods } from '../../../payment/events/payment-completed';

const perPackage = z.object(
  Object.fromEntries(ticketPackages.map((pkg) => [pkg, z.number()])) as Record<
    (typeof ticketPackages)[number],
    z.ZodNumber
  >,
);
export type PerPackage = z.infer<typeof perPackage>;

const statusCount = z.object({ total: z.number().int(), byPackage: perPackage });

/** GET /api/admin/dashboard: every figure of spec admin §2, computed on the server in one request. */
export const dashboardResponse = z.object({
  /** Registrations that are not soft-deleted. */
  totalRegistrations: z.number().int(),
  byStatus: z.object(
    Object.fromEntries(registrationPaymentStatuses.map((status) => [status, statusCount])) as Record<
      (typeof registrationPaymentStatuses)[number],
      typeof statusCount
    >,
  ),
  /** Sum of the real amounts of completed payments, whole rupees. */
  totalRevenue: z.number().int(),
  revenueByPackage: perPackage,
  /** completed / (total − void), 0..1. */
  conversionRate: z.number(),
  /** totalRevenue / completed registrations, whole rupees. */
  averageRevenue: z.number().int(),
  /** pending + prospect. */
  activePipeline: z.number().int(),
  /** void / total, 0..1. */
  voidRate: z.number(),
  /** Share of completed registrations per package, 0..1. */
  packageDistribution: perPackage,
  /** Completed payments per week (Monday start, event time zone), oldest first. */
  completedTimeline: z.array(
    z.object({ weekStart: z.string(), count: z.number().int(), revenue: z.number().int() }),
  ),
  /** Registrations waiting for staff (a payment without a seat, a payment on a void registration). */
  needsReview: z.number().int(),
  generatedAt: z.string(),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

/** GET /api/admin/analytics?days=N: the charts of the Analytics section. */
export const analyticsQuery = z.object({ days: z.coerce.number().int().min(7).max(366).default(60) });
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

export const analyticsResponse = z.object({
  registrationsPerDay: z.array(
    z.object({ date: z.string(), registrations: z.number().int(), completed: z.number().int() }),
  ),
  /** `none` when the visitor did not say. */
  byReferenceType: z.array(z.object({ referenceType: z.string(), count: z.number().int() })),
  byPackage: z.array(
    z.object({
      package: z.enum(ticketPackages),
      registrations: z.number().int(),
      completed: z.number().int(),
    }),
  ),
  byPaymentMethod: z.array(
    z.object({ method: z.enum(paymentMethods), count: z.number().int(), revenue: z.number().int() }),
  ),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponse>;
