import type { ComponentType } from 'react';
import { AdminDashboardRoute } from '@/features/admin-auth/routes/admin-dashboard-route';
import { AdminLoginRoute } from '@/features/admin-auth/routes/admin-login-route';
import { AdminPitchRoute } from '@/features/admin-pitches/routes/admin-pitch-route';
import { AdminPitchesRoute } from '@/features/admin-pitches/routes/admin-pitches-route';
import { QrScannerRoute } from '@/features/check-in/routes/qr-scanner-route';

/** Staff screens (admin and QR scanner): their own chunk, never downloaded by a public page. */
export const adminArea = {
  login: AdminLoginRoute,
  dashboard: AdminDashboardRoute,
  pitches: AdminPitchesRoute,
  pitch: AdminPitchRoute,
  qrScanner: QrScannerRoute,
} satisfies Record<string, ComponentType>;
