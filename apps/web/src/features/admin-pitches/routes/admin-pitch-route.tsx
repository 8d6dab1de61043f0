import type { PitchApplicationView, ReviewPitchBody } from '@eventdesk/contracts/pitch';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { StaffLoadError, StaffShell } from '@/components/layouts/staff-shell';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useDownloadPitchDocument } from '@/features/admin-pitches/api/download-pitch-document';
import { usePitch } from '@/features/admin-pitches/api/get-pitch';
import { useReviewPitch } from '@/features/admin-pitches/api/review-pitch';
import { PitchDetail } from '@/features/admin-pitches/components/pitch-detail';
import { ReviewForm } from '@/features/admin-pitches/components/review-form';
import { ApiError } from '@/lib/api-client';

function DocumentCard({ pitch }: { pitch: PitchApplicationView }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const download = useDownloadPitchDocument(pitch.id);
  const document = pitch.document;

  const start = () =>
    download.mutate(document?.fileName ?? 'pitch-document', {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('adminPitches.detail.downloadFailed'),
          description: error instanceof ApiError ? error.body?.message : undefined,
        }),
    });

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-bold">{t('adminPitches.detail.document')}</h2>
      {document ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <span className="break-all text-slate-800">
            {document.fileName} ({Math.max(1, Math.round(document.size / 1024))} KB)
          </span>
          <button
            type="button"
            onClick={start}
            disabled={download.isPending}
            className="rounded-lg border border-amber-700 px-4 py-2 text-sm font-semibold text-amber-800 hover:bg-amber-50 disabled:opacity-60"
          >
            {download.isPending ? t('adminPitches.detail.downloading') : t('adminPitches.detail.download')}
          </button>
        </div>
      ) : (
        <p className="mt-3 text-slate-600">{t('adminPitches.detail.noDocument')}</p>
      )}
    </section>
  );
}

function ReviewCard({ pitch }: { pitch: PitchApplicationView }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const review = useReviewPitch(pitch.id);

  const save = async (values: ReviewPitchBody) => {
    try {
      await review.mutateAsync(values);
      toast({ title: t('adminPitches.review.saved') });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('adminPitches.review.failed'),
        description: error instanceof ApiError ? error.body?.message : undefined,
      });
    }
  };

  return (
    <section className="rounded-xl border border-amber-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-bold">{t('adminPitches.review.title')}</h2>
      <div className="mt-3">
        <ReviewForm
          onSubmit={save}
          defaultValues={{
            status: pitch.status,
            notes: pitch.notes ?? '',
            applicantMessage: pitch.applicantMessage ?? '',
          }}
        />
      </div>
    </section>
  );
}

export function AdminPitchRoute() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data: pitch, error, isPending } = usePitch(id);
  const title = pitch?.startupName ?? t('adminPitches.list.title');

  return (
    <StaffShell title={title}>
      <Link to={paths.admin.pitches.getHref()} className="text-sm font-semibold text-amber-800 underline">
        {t('adminPitches.detail.back')}
      </Link>
      {isPending ? (
        <p role="status" className="mt-4">
          {t('adminPitches.detail.loading')}
        </p>
      ) : null}
      {error ? (
        <div className="mt-4">
          <StaffLoadError
            error={error}
            message={
              error instanceof ApiError && error.body ? error.body.message : t('adminPitches.detail.error')
            }
          />
        </div>
      ) : null}
      {pitch ? (
        <>
          <h1 className="mt-3 text-2xl font-bold break-words">{pitch.startupName}</h1>
          <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_22rem]">
            <PitchDetail pitch={pitch} />
            <div className="grid content-start gap-4">
              <DocumentCard pitch={pitch} />
              <ReviewCard key={`${pitch.id}:${pitch.reviewedAt ?? ''}`} pitch={pitch} />
            </div>
          </div>
        </>
      ) : null}
    </StaffShell>
  );
}
