import type { Language } from '@eventdesk/contracts/common';
import type { PitchApplicationForm, SubmitPitchResponse } from '@eventdesk/contracts/pitch';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { submitIdempotently } from '@/lib/idempotent-submit';

export type SubmitPitchInput = {
  values: PitchApplicationForm;
  file: File | null;
  language: Language;
};

/** Spec public §7: multipart, every field as text, teamMembers as JSON text, the document as `pitchFile`. */
export function pitchFormData({ values, file, language }: SubmitPitchInput): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    body.append(key, key === 'teamMembers' ? JSON.stringify(value) : String(value));
  }
  body.append('language', language);
  if (file) {
    body.append('pitchFile', file, file.name);
  }
  return body;
}

/** One Idempotency-Key per submission: a retry after a lost answer gets the same application. */
export function submitPitch(input: SubmitPitchInput): Promise<SubmitPitchResponse> {
  return submitIdempotently((headers) =>
    api.post<SubmitPitchResponse>('/pitch-applications', pitchFormData(input), { headers }),
  );
}

export function useSubmitPitch() {
  return useMutation({ mutationFn: submitPitch });
}
