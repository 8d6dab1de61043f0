import type { ComponentType } from 'react';
import { placeholderRoute } from '@/components/layouts/placeholder-page';

/** Staff screens (admin and QR scanner): their own chunk, never downloaded by a public page. */
export const adminArea = {
  login: placeholderRoute('admin.login.title'),
  dashboard: placeholderRoute('admin.dashboard.title'),
  qrScanner: placeholderRoute('scanner.page.title'),
} satisfies Record<string, ComponentType>;
