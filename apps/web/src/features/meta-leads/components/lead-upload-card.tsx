import type { LeadCaller, LeadImportResult } from '@eventdesk/contracts/leads';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useToast } from '@/components/ui/toast';
import { useUploadLeads } from '@/features/meta-leads/api/lead-imports';
import { ImportResultPanel } from '@/features/meta-leads/components/import-result-panel';
import { RecentImports } from '@/features/meta-leads/components/recent-imports';
import { useContractMessage } from '@/features/meta-leads/hooks/use-contract-message';
import { leadFileAccept, leadFileProblem } from '@/features/meta-leads/lib/lead-file-check';
import { serverMessageOf } from '@/features/meta-leads/lib/lead-format';

type LeadUploadCardProps = { callers: LeadCaller[] };

const labelClass = 'block text-sm font-semibold text-slate-800';

/**
 * Spec admin §2 Excel upload (admin, super_admin): a file of at most 10 MB, assigned round robin or to one
 * caller; then what the import did, with an undo, and the recent imports.
 */
export function LeadUploadCard({ callers }: LeadUploadCardProps) {
  const { t } = useTranslation();
  const message = useContractMessage();
  const { toast } = useToast();
  const upload = useUploadLeads();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [assignTo, setAssignTo] = useState('');
  const [done, setDone] = useState<{ result: LeadImportResult; fileName: string } | null>(null);

  const choose = (chosen: File | null) => {
    // Spec admin §5: a file over the limit is refused at once and the field cleared.
    const tooLarge = chosen ? leadFileProblem(chosen) : null;
    setProblem(tooLarge);
    setFile(tooLarge ? null : chosen);
    if (tooLarge && fileInput.current) {
      fileInput.current.value = '';
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fileProblem = leadFileProblem(file);
    setProblem(fileProblem);
    if (fileProblem || !file) {
      return;
    }
    try {
      const result = await upload.mutateAsync({ file, assignTo: assignTo || undefined });
      toast({
        title: t('metaLeads.upload.success', { imported: result.successCount, errors: result.errorCount }),
      });
      setDone({ result, fileName: file.name });
      setFile(null);
      if (fileInput.current) {
        fileInput.current.value = '';
      }
    } catch (error) {
      const reason = message(serverMessageOf(error));
      toast({
        title: reason
          ? t('metaLeads.upload.failed', { message: reason })
          : t('metaLeads.upload.failedUnknown'),
        variant: 'destructive',
      });
    }
  };

  return (
    <section
      aria-labelledby="lead-upload-title"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div>
        <h2 id="lead-upload-title" className="text-lg font-bold">
          {t('metaLeads.upload.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('metaLeads.upload.intro')}</p>
      </div>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-end"
      >
        <div className="min-w-0">
          <label htmlFor="lead-upload-file" className={labelClass}>
            {t('metaLeads.upload.file')}
          </label>
          <input
            ref={fileInput}
            id="lead-upload-file"
            type="file"
            accept={leadFileAccept}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'lead-upload-problem' : undefined}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            className={`${inputClass} min-w-0 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:font-semibold`}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor="lead-upload-assign" className={labelClass}>
            {t('metaLeads.upload.assign')}
          </label>
          <select
            id="lead-upload-assign"
            value={assignTo}
            onChange={(event) => setAssignTo(event.target.value)}
            className={inputClass}
          >
            <option value="">{t('metaLeads.upload.roundRobin')}</option>
            {callers
              .filter((caller) => caller.active)
              .map((caller) => (
                <option key={caller.username} value={caller.username}>
                  {caller.username}
                </option>
              ))}
          </select>
        </div>
        <SubmitButton
          pending={upload.isPending}
          pendingLabel={t('metaLeads.upload.submitting')}
          data-testid="lead-upload-submit"
          variant="staff"
        >
          {t('metaLeads.upload.submit')}
        </SubmitButton>
        {problem ? (
          <p id="lead-upload-problem" role="alert" className="text-sm font-medium text-red-700 md:col-span-3">
            {message(problem)}
          </p>
        ) : null}
      </form>
      {done ? (
        <ImportResultPanel result={done.result} fileName={done.fileName} onClose={() => setDone(null)} />
      ) : null}
      <RecentImports />
    </section>
  );
}
