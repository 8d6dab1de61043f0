import { Link } from 'react-router-dom';
import { StaffShell } from '@/components/layouts/staff-shell';
import { paths } from '@/config/paths';

/** `/admin/meta-leads`: the first screen of callers and lead managers until Meta Leads ships in its own release. */
export function MetaLeadsPlaceholderRoute() {
  return (
    <StaffShell title="Meta Leads" capability="metaLeads">
      <h1 className="text-2xl font-bold">Meta Leads</h1>
      <div className="mt-4 max-w-xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <p>Meta Leads is coming in its own release. Your account can use the QR scanner at the door.</p>
        <Link
          to={paths.qrScanner.getHref()}
          className="mt-4 inline-block rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          Open the QR scanner
        </Link>
      </div>
    </StaffShell>
  );
}
