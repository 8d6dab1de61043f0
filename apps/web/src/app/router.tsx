import { useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/app/routes/route-error';
import { PageLoading } from '@/components/layouts/page-loading';
import { paths } from '@/config/paths';

type Area = Record<string, ComponentType>;

// One dynamic import per area: every route of an area shares its chunk, and no area imports another.
const loadPublicArea = () => import('@/app/routes/public-area').then((module) => module.publicArea);
const loadProgrammeArea = () => import('@/app/routes/programme-area').then((module) => module.programmeArea);
const loadRoadshowArea = () => import('@/app/routes/roadshow-area').then((module) => module.roadshowArea);
const loadAdminArea = () => import('@/app/routes/admin-area').then((module) => module.adminArea);

function lazyFrom<A extends Area>(loadArea: () => Promise<A>, screen: keyof A) {
  return async () => ({ Component: (await loadArea())[screen] });
}

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      // The event landing page serves / and /events; /home is the organisation's home variant (spec §2).
      { path: paths.root.path, lazy: lazyFrom(loadPublicArea, 'landing') },
      { path: paths.home.path, lazy: lazyFrom(loadPublicArea, 'home') },
      { path: paths.events.path, lazy: lazyFrom(loadPublicArea, 'landing') },
      { path: paths.weeklyEvents.path, lazy: lazyFrom(loadRoadshowArea, 'weeklyEvents') },
      { path: paths.pitch.path, lazy: lazyFrom(loadPublicArea, 'pitch') },
      { path: paths.payment.path, lazy: lazyFrom(loadPublicArea, 'payment') },
      { path: paths.paymentTest.path, lazy: lazyFrom(loadPublicArea, 'paymentTest') },
      { path: paths.registrationSuccess.path, lazy: lazyFrom(loadPublicArea, 'registrationSuccess') },
      { path: paths.additionalTicket.path, lazy: lazyFrom(loadPublicArea, 'additionalTicket') },
      { path: paths.attendance.path, lazy: lazyFrom(loadPublicArea, 'attendance') },
      { path: paths.paymentSuccess.path, lazy: lazyFrom(loadPublicArea, 'paymentSuccess') },
      { path: paths.paymentError.path, lazy: lazyFrom(loadPublicArea, 'paymentError') },
      { path: paths.programmes.miracle.path, lazy: lazyFrom(loadProgrammeArea, 'miracle') },
      { path: paths.programmes.vairagiya.path, lazy: lazyFrom(loadProgrammeArea, 'vairagiya') },
      {
        path: paths.programmes.missionMillionaire.path,
        lazy: lazyFrom(loadProgrammeArea, 'missionMillionaire'),
      },
      { path: paths.programmes.personalMentor.path, lazy: lazyFrom(loadProgrammeArea, 'personalMentor') },
      { path: paths.programmes.dreamToDesire.path, lazy: lazyFrom(loadProgrammeArea, 'dreamToDesire') },
      { path: paths.legal.terms.path, lazy: lazyFrom(loadProgrammeArea, 'terms') },
      { path: paths.legal.privacy.path, lazy: lazyFrom(loadProgrammeArea, 'privacy') },
      { path: paths.legal.refund.path, lazy: lazyFrom(loadProgrammeArea, 'refund') },
      { path: paths.legal.disclaimer.path, lazy: lazyFrom(loadProgrammeArea, 'disclaimer') },
      { path: paths.admin.login.path, lazy: lazyFrom(loadAdminArea, 'login') },
      { path: paths.admin.dashboard.path, lazy: lazyFrom(loadAdminArea, 'dashboard') },
      { path: paths.admin.pitches.path, lazy: lazyFrom(loadAdminArea, 'pitches') },
      { path: paths.admin.pitch.path, lazy: lazyFrom(loadAdminArea, 'pitch') },
      { path: paths.qrScanner.path, lazy: lazyFrom(loadAdminArea, 'qrScanner') },
      { path: paths.admin.metaLeads.path, lazy: lazyFrom(loadAdminArea, 'metaLeads') },
      { path: paths.admin.registrations.path, lazy: lazyFrom(loadAdminArea, 'registrations') },
      { path: paths.admin.followups.path, lazy: lazyFrom(loadAdminArea, 'followups') },
      { path: paths.admin.receipts.path, lazy: lazyFrom(loadAdminArea, 'receipts') },
      { path: paths.admin.seatHolds.path, lazy: lazyFrom(loadAdminArea, 'seatHolds') },
      { path: paths.admin.contactMessages.path, lazy: lazyFrom(loadAdminArea, 'contactMessages') },
      { path: paths.admin.analytics.path, lazy: lazyFrom(loadAdminArea, 'analytics') },
      { path: paths.admin.settings.path, lazy: lazyFrom(loadAdminArea, 'settings') },
      { path: paths.admin.audit.path, lazy: lazyFrom(loadAdminArea, 'audit') },
      { path: paths.admin.staff.path, lazy: lazyFrom(loadAdminArea, 'staff') },
      { path: paths.admin.queueBoard.path, lazy: lazyFrom(loadAdminArea, 'queueBoard') },
      { path: paths.notFound.path, lazy: lazyFrom(loadPublicArea, 'notFound') },
    ],
  },
];

/** `initialRoutes`: the routes with the current page's lazy parts loaded, to hydrate prerendered HTML. */
export function AppRouter({ initialRoutes = routes }: { initialRoutes?: RouteObject[] }) {
  const [router] = useState(() => createBrowserRouter(initialRoutes));
  return <RouterProvider router={router} />;
}
