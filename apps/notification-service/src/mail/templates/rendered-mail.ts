import { escapeHtml } from '@eventdesk/server-kit';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * One mail from paragraphs of plain text: the text part as they are, the HTML part with every paragraph
 * escaped (visitor-typed names and startup names never become markup).
 */
export function renderParagraphs(lang: string, subject: string, paragraphs: string[]): RenderedMail {
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:'Noto Sans Tamil',Arial,sans-serif">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('\n')}
</body></html>`;
  return { subject, text: paragraphs.join('\n\n'), html };
}
