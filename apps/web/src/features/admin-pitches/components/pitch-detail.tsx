import type { PitchApplicationView } from '@eventdesk/contracts/pitch';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/features/admin-pitches/components/status-badge';
import { formatDateTime } from '@/lib/format-date-time';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-bold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-slate-500">{label}</dt>
          <dd className="font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LongText({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-600">{label}</h3>
      <p className="mt-1 break-words whitespace-pre-line text-slate-900">{text}</p>
    </div>
  );
}

/** Everything the applicant sent, as staff read it. */
export function PitchDetail({ pitch }: { pitch: PitchApplicationView }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatDateTime(iso, i18n.resolvedLanguage);

  return (
    <div className="grid gap-4">
      <Card title={t('adminPitches.detail.contact')}>
        <Facts
          rows={[
            [t('adminPitches.detail.founder'), pitch.founderName],
            [
              t('adminPitches.detail.email'),
              <a href={`mailto:${pitch.email}`} className="text-amber-800 underline">
                {pitch.email}
              </a>,
            ],
            [
              t('adminPitches.detail.phone'),
              <a href={`tel:${pitch.phone.replace(/[^+\d]/g, '')}`} className="text-amber-800 underline">
                {pitch.phone}
              </a>,
            ],
            [t('adminPitches.detail.language'), pitch.language === 'ta' ? 'தமிழ்' : 'English'],
            [t('adminPitches.detail.reference'), <code className="text-sm">{pitch.ref}</code>],
            [t('adminPitches.detail.submitted'), date(pitch.submittedAt)],
            [t('adminPitches.list.status'), <StatusBadge status={pitch.status} />],
            ...(pitch.reviewedAt
              ? ([
                  [
                    t('adminPitches.detail.reviewed'),
                    t('adminPitches.detail.reviewedBy', {
                      date: date(pitch.reviewedAt),
                      name: pitch.reviewedBy ?? '',
                    }),
                  ],
                ] as Array<[string, ReactNode]>)
              : []),
          ]}
        />
      </Card>
      <Card title={t('adminPitches.detail.business')}>
        <Facts
          rows={[
            [t('adminPitches.detail.category'), pitch.businessCategory],
            [t('adminPitches.detail.age'), pitch.startupAge],
            [t('adminPitches.detail.founders'), pitch.totalFounders],
            [t('adminPitches.detail.customers'), pitch.hasCustomers],
            [t('adminPitches.detail.turnover'), pitch.turnover],
            [t('adminPitches.detail.funding'), pitch.fundingAmount],
          ]}
        />
      </Card>
      <Card title={t('adminPitches.detail.team')}>
        {pitch.teamMembers.length ? (
          <ul className="grid gap-2" data-testid="pitch-team">
            {pitch.teamMembers.map((member, index) => (
              <li key={index} className="rounded-lg bg-slate-50 p-3">
                <span className="font-semibold">{member.name}</span> · {member.role}
                <span className="block text-sm text-slate-600">{member.experience}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">{t('adminPitches.detail.noTeam')}</p>
        )}
      </Card>
      <Card title={t('adminPitches.detail.pitch')}>
        <div className="grid gap-4">
          <LongText label={t('adminPitches.detail.description')} text={pitch.pitchDescription} />
          <LongText label={t('adminPitches.detail.problem')} text={pitch.problemSolving} />
          <LongText label={t('adminPitches.detail.market')} text={pitch.targetMarket} />
        </div>
      </Card>
    </div>
  );
}
