import { detectedFileTypes, type DetectedFileKind } from '@eventdesk/server-kit';

const MAX_STEM = 120;

/**
 * The name staff download the document under: the applicant's base name without any path or control
 * characters, and the extension of the type its bytes really are (a "deck.pdf" that is a PowerPoint file is
 * saved as "deck.pptx").
 */
export function documentFileName(original: string, kind: DetectedFileKind): string {
  const base = original.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).trim().slice(0, MAX_STEM).trim();
  return `${stem || 'pitch-document'}.${detectedFileTypes[kind].extension}`;
}
