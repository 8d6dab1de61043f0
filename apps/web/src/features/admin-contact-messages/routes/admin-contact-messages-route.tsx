import type { ContactMessageListQuery, ContactMessageStatus } from '@eventdesk/contracts/registration';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StaffLoadError, StaffShell } from '@/components/layouts/staff-shell';
import { useToast } from '@/components/ui/toast';
import { useContactMessages } from '@/features/admin-contact-messages/api/get-contact-messages';
import { useMarkContactMessage } from '@/features/admin-contact-messages/api/mark-contact-message';
import { ContactMessageCard } from '@/features/admin-contact-messages/components/contact-message-card';
import { ApiError } from '@/lib/api-client';

const tabs: ContactMessageStatus[] = ['new', 'handled'];

/** The tab and page live in the address, so a reload or a shared link opens the same view. */
function useInboxQuery(): [ContactMessageListQuery, (next: ContactMessageListQuery) => void] {
  const [search, setSearch] = useSearchParams();
  const status = search.get('status') === 'handled' ? 'handled' : 'new';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const set = (next: ContactMessageListQuery) =>
    setSearch({ status: next.status, page: String(next.page) }, { replace: true });
  return [{ status, page }, set];
}

const pagerClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none disabled:opacity-50';

function InboxBody() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [query, setQuery] = useInboxQuery();
  const { data, error, isPending } = useContactMessages(query);
  const mark = useMarkContactMessage();
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const onMark = (id: number, handled: boolean) =>
    mark.mutate(
      { id, handled },
      {
        onSuccess: () =>
          toast({
            title: t(handled ? 'adminContactMessages.toast.handled' : 'adminContactMessages.toast.undone'),
          }),
        onError: (failure) =>
          toast({
            variant: 'destructive',
            title: t(
              failure instanceof ApiError && failure.status === 409
                ? 'adminContactMessages.toast.conflict'
                : 'adminContactMessages.toast.failed',
            ),
            description: failure instanceof ApiError ? failure.body?.message : undefined,
          }),
      },
    );

  return (
    <div className="grid min-w-0 gap-4">
      <h1 className="text-2xl font-bold">{t('adminContactMessages.screen.title')}</h1>
      <p className="text-slate-700">{t('adminContactMessages.screen.intro')}</p>
      <div role="tablist" aria-label={t('adminContactMessages.tabs.label')} className="flex flex-wrap gap-2">
        {tabs.map((status) => (
          <button
            key={status}
            type="button"
            role="tab"
            aria-selected={query.status === status}
            onClick={() => setQuery({ status, page: 1 })}
            className={`rounded-full border px-4 py-1.5 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none ${
              query.status === status
                ? 'border-slate-900 bg-slate-900 text-white'
                : 'border-slate-300 bg-white hover:bg-slate-100'
            }`}
          >
            {t(`adminContactMessages.tabs.${status}`, { n: data?.counts[status] ?? 0 })}
          </button>
        ))}
      </div>
      {isPending ? <p role="status">{t('adminContactMessages.screen.loading')}</p> : null}
      {error ? <StaffLoadError error={error} message={t('adminContactMessages.screen.error')} /> : null}
      {data ? (
        data.items.length === 0 ? (
          <p className="rounded-lg bg-white p-4 text-slate-600">
            {t(
              query.status === 'new'
                ? 'adminContactMessages.screen.emptyNew'
                : 'adminContactMessages.screen.emptyHandled',
            )}
          </p>
        ) : (
          <ul className="grid gap-4">
            {data.items.map((message) => (
              <li key={message.id}>
                <ContactMessageCard
                  message={message}
                  busy={mark.isPending && mark.variables?.id === message.id}
                  onMark={(handled) => onMark(message.id, handled)}
                />
              </li>
            ))}
          </ul>
        )
      ) : null}
      {data && pages > 1 ? (
        <nav aria-label={t('adminContactMessages.pager.label')} className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={pagerClass}
            disabled={query.page <= 1}
            onClick={() => setQuery({ ...query, page: query.page - 1 })}
          >
            {t('adminContactMessages.pager.previous')}
          </button>
          <span className="text-sm text-slate-700">
            {t('adminContactMessages.pager.page', { page: query.page, pages })}
          </span>
          <button
            type="button"
            className={pagerClass}
            disabled={query.page >= pages}
            onClick={() => setQuery({ ...query, page: query.page + 1 })}
          >
            {t('adminContactMessages.pager.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}

/** `/admin/contact-messages` (admin, super_admin): the /home contact form's messages, new and handled. */
export function AdminContactMessagesRoute() {
  const { t } = useTranslation();
  return (
    <StaffShell title={t('adminContactMessages.screen.title')} capability="contactMessages">
      <InboxBody />
    </StaffShell>
  );
}
