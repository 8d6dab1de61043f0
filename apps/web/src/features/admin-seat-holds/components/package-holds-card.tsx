import type { PackageHolds } from '@eventdesk/contracts/registration';
import { useTranslation } from 'react-i18next';
import { HeldRegistrationItem } from '@/features/admin-seat-holds/components/held-registration-item';

type PackageHoldsCardProps = {
  holds: PackageHolds;
  selected: ReadonlySet<number>;
  onToggle: (ids: number[], on: boolean) => void;
};

/** One package: its seat figures and the registrations holding an unpaid seat, each selectable for release. */
export function PackageHoldsCard({ holds, selected, onToggle }: PackageHoldsCardProps) {
  const { t } = useTranslation();
  const name = t(`adminSeatHolds.packages.${holds.package}`);
  const ids = holds.registrations.map((registration) => registration.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const free = Math.max(0, holds.capacity - holds.sold - holds.held);
  const figures = [
    { key: 'capacity', value: holds.capacity },
    { key: 'sold', value: holds.sold },
    { key: 'held', value: holds.held },
    { key: 'free', value: free },
  ] as const;

  return (
    <section
      aria-labelledby={`holds-${holds.package}`}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid={`seat-holds-${holds.package}`}
    >
      <h2 id={`holds-${holds.package}`} className="text-lg font-bold">
        {name}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.key} className="rounded-lg bg-slate-100 px-3 py-2">
            <dt className="text-xs text-slate-600">{t(`adminSeatHolds.figures.${figure.key}`)}</dt>
            <dd className="text-xl font-bold" data-testid={`seat-holds-${holds.package}-${figure.key}`}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      {ids.length === 0 ? (
        <p className="text-sm text-slate-600">{t('adminSeatHolds.card.none')}</p>
      ) : (
        <>
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              className="size-4"
              checked={allSelected}
              onChange={(event) => onToggle(ids, event.target.checked)}
            />
            {t('adminSeatHolds.card.selectAll', { package: name })}
          </label>
          {holds.registrations.length < holds.held ? (
            <p className="text-sm text-slate-600">
              {t('adminSeatHolds.card.listedOf', { listed: holds.registrations.length, held: holds.held })}
            </p>
          ) : null}
          <ul className="grid gap-2 lg:grid-cols-2">
            {holds.registrations.map((registration) => (
              <li key={registration.id}>
                <HeldRegistrationItem
                  registration={registration}
                  checked={selected.has(registration.id)}
                  onChange={(on) => onToggle([registration.id], on)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
