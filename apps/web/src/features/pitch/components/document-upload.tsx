import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { FormSection } from '@/features/pitch/components/pitch-sections';
import { documentAccept, documentProblem, formatFileSize } from '@/features/pitch/document-checks';
import { intlLocale } from '@/lib/i18n';

type DocumentUploadProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  /** A message about the file: a catalog key, or what the server said. */
  error?: string;
  onError: (error: string | undefined) => void;
};

const ID = 'pitch-pitchFile';

export function DocumentUpload({ file, onChange, error, onError }: DocumentUploadProps) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const [inputKey, setInputKey] = useState(0);

  const clear = () => {
    onChange(null);
    // A new input element: the old one would keep showing the refused file's name.
    setInputKey((key) => key + 1);
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) {
      clear();
      return;
    }
    const problem = documentProblem(chosen);
    if (problem === 'tooLarge') {
      toast({
        variant: 'destructive',
        title: t('validation.pitch.file.tooLarge'),
        description: t('validation.pitch.file.tooLargeHint'),
      });
      onError('validation.pitch.file.tooLargeHint');
      clear();
      return;
    }
    if (problem === 'type') {
      onError('validation.pitch.file.type');
      clear();
      return;
    }
    onError(undefined);
    onChange(chosen);
  };

  return (
    <FormSection id="pitch-upload" title={t('pitch.upload.title')}>
      <TextField
        key={inputKey}
        id={ID}
        label={t('pitch.upload.label')}
        error={error}
        hint={t('pitch.upload.hint')}
        type="file"
        accept={documentAccept}
        onChange={(event) => choose(event.target.files?.[0])}
        className="file:mr-3 file:rounded-md file:border-0 file:bg-amber-100 file:px-3 file:py-1 file:font-semibold file:text-amber-900"
      />
      {file ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span data-testid="pitch-file-selected" className="break-all">
            {t('pitch.upload.selected', {
              name: file.name,
              size: formatFileSize(file.size, intlLocale(i18n.resolvedLanguage)),
            })}
          </span>
          <button
            type="button"
            onClick={() => {
              onError(undefined);
              clear();
            }}
            className="rounded-lg border border-slate-300 px-3 py-1 font-semibold hover:bg-slate-100"
          >
            {t('pitch.upload.remove')}
          </button>
        </div>
      ) : null}
    </FormSection>
  );
}
