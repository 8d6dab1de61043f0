import type { ComponentType } from 'react';
import { NotFoundRoute } from '@/app/routes/not-found-route';
import { placeholderRoute } from '@/components/layouts/placeholder-page';
import { LandingRoute } from '@/features/landing/routes/landing-route';

/** The visitor journey: one lazy chunk, so a visitor never downloads programme, legal or staff screens. */
export const publicArea = {
  landing: LandingRoute,
  weeklyEvents: placeholderRoute('weeklyEvents.page.title'),
  pitch: placeholderRoute('pitch.page.title'),
  payment: placeholderRoute('payment.page.title'),
  paymentTest: placeholderRoute('paymentTest.page.title'),
  registrationSuccess: placeholderRoute('registrationSuccess.page.title'),
  additionalTicket: placeholderRoute('additionalTicket.page.title'),
  attendance: placeholderRoute('attendance.page.title'),
  paymentSuccess: placeholderRoute('paymentResult.success.title'),
  paymentError: placeholderRoute('paymentResult.error.title'),
  notFound: NotFoundRoute,
} satisfies Record<string, ComponentType>;
