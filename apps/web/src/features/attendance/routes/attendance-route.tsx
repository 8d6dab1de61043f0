import { publicRef } from '@eventdesk/contracts/registration';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EventDetails } from '@/components/event-details';
import { PageShell } from '@/components/layouts/page-shell';
import { ResendTicketButton } from '@/components/resend-ticket-button';
import { paths } from '@/config/paths';
import { useAttendance } from '@/features/attendance/api/get-attendance';
import { AttendanceCard } from '@/features/attendance/components/attendance-card';

/** `/attendance/:ref`: anyone with the link sees the ticket's status; reading it never marks attendance. */
export function AttendanceRoute() {
  const { t } = useTranslation();
  const { ref = '' } = useParams();
  // Like the spec's "only when the id parses", a malformed reference is not even asked for.
  const valid = publicRef.safeParse(ref).success;
  const attendance = useAttendance(ref, valid);

  useEffect(() => {
    if (attendance.error) {
      console.error('Failed to load attendance', attendance.error);
    }
  }, [attendance.error]);

  const title = t('attendance.page.title');
  return (
    <PageShell title={title} noindex>
      <section className="mx-auto max-w-xl space-y-4 px-4 py-10">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {valid && attendance.isPending ? (
          <p role="status" data-testid="attendance-loading">
            {t('attendance.page.loading')}
          </p>
        ) : attendance.data ? (
          <>
            <AttendanceCard view={attendance.data} />
            <EventDetails />
            {attendance.data.registration.paymentStatus === 'completed' ? (
              <ResendTicketButton refId={ref} />
            ) : null}
          </>
        ) : (
          <div className="space-y-4">
            <p role="alert" data-testid="attendance-not-found" className="text-slate-700">
              {t('attendance.page.notFound')}
            </p>
            <Link to={paths.root.getHref()} className="font-semibold text-amber-700 underline">
              {t('attendance.page.backHome')}
            </Link>
          </div>
        )}
      </section>
    </PageShell>
  );
}
