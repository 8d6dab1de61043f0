import type { ComponentType } from 'react';
import '@/lib/staff-catalogs';
import { AdminAnalyticsRoute } from '@/features/admin-analytics/routes/admin-analytics-route';
import { AdminAuditRoute } from '@/features/admin-audit/routes/admin-audit-route';
import { AdminContactMessagesRoute } from '@/features/admin-contact-messages/routes/admin-contact-messages-route';
import { AdminLoginRoute } from '@/features/admin-auth/routes/admin-login-route';
import { AdminDashboardRoute } from '@/features/admin-dashboard/routes/admin-dashboard-route';
import { AdminPitchRoute } from '@/features/admin-pitches/routes/admin-pitch-route';
import { AdminPitchesRoute } from '@/features/admin-pitches/routes/admin-pitches-route';
import { AdminQueueBoardRoute } from '@/features/admin-queue-board/routes/admin-queue-board-route';
import { AdminFollowupsRoute } from '@/features/admin-registrations/routes/admin-followups-route';
import { AdminRegistrationsRoute } from '@/features/admin-registrations/routes/admin-registrations-route';
import { AdminReceiptsRoute } from '@/features/admin-receipts/routes/admin-receipts-route';
import { AdminSeatHoldsRoute } from '@/features/admin-seat-holds/routes/admin-seat-holds-route';
import { AdminSettingsRoute } from '@/features/admin-settings/routes/admin-settings-route';
import { AdminStaffRoute } from '@/features/admin-staff/routes/admin-staff-route';
import { QrScannerRoute } from '@/features/check-in/routes/qr-scanner-route';
import { MetaLeadsRoute } from '@/features/meta-leads/routes/meta-leads-route';

/** Staff screens (admin and QR scanner): their own chunk, never downloaded by a public page. */
export const adminArea = {
  login: AdminLoginRoute,
  dashboard: AdminDashboardRoute,
  pitches: AdminPitchesRoute,
  pitch: AdminPitchRoute,
  qrScanner: QrScannerRoute,
  metaLeads: MetaLeadsRoute,
  registrations: AdminRegistrationsRoute,
  followups: AdminFollowupsRoute,
  receipts: AdminReceiptsRoute,
  seatHolds: AdminSeatHoldsRoute,
  contactMessages: AdminContactMessagesRoute,
  analytics: AdminAnalyticsRoute,
  settings: AdminSettingsRoute,
  audit: AdminAuditRoute,
  staff: AdminStaffRoute,
  queueBoard: AdminQueueBoardRoute,
} satisfies Record<string, ComponentType>;
