import { describe, expect, it } from 'vitest';
import { attachmentFileName } from '@/lib/api-client';

describe('attachmentFileName', () => {
  it('prefers the UTF-8 filename* and falls back to filename', () => {
    expect(
      attachmentFileName(
        `attachment; filename="?????.pdf"; filename*=UTF-8''%E0%AE%A4%E0%AE%AE%E0%AE%BF%E0%AE%B4%E0%AF%8D.pdf`,
      ),
    ).toBe('தமிழ்.pdf');
    expect(attachmentFileName('attachment; filename="deck.pdf"')).toBe('deck.pdf');
    expect(attachmentFileName('attachment; filename=deck.pptx')).toBe('deck.pptx');
    expect(attachmentFileName(`attachment; filename="x.pdf"; filename*=UTF-8''%E0%A4`)).toBe('x.pdf');
    expect(attachmentFileName(null)).toBeNull();
    expect(attachmentFileName('inline')).toBeNull();
  });
});
