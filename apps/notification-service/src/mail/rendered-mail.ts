import { escapeHtml } from '@eventdesk/server-kit';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The one HTML layout every mail shares (a font that carries Tamil script). `body` must already be escaped:
 * callers build it with `escapeHtml` around every value.
 */
export function mailDocument(lang: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><body style="font-family:'Noto Sans Tamil',Arial,sans-serif">
${body}
</body></html>`;
}

/**
 * One mail from paragraphs of plain text: the text part as they are, the HTML part with every paragraph
 * escaped (visitor-typed names and startup names never become markup).
 */
export function renderParagraphs(lang: string, subject: string, paragraphs: string[]): RenderedMail {
  const html = mailDocument(
    lang,
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('\n'),
  );
  return { subject, text: paragraphs.join('\n\n'), html };
}
