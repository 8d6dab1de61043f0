import { numbered } from '@/features/content/programme-content';

export const legalIds = ['terms', 'privacy', 'refund', 'disclaimer'] as const;
export type LegalId = (typeof legalIds)[number];

/**
 * One section of a legal page: a title, then `paragraphs`, a list of `items`, `after` paragraphs, and the
 * contact details from settings when `contact` is set. Keys: legal.<page>.<id>Title, <id>P1, <id>Item1, <id>After1.
 */
export type LegalSection = {
  id: string;
  paragraphs?: number;
  items?: number;
  after?: number;
  contact?: boolean;
};

export const legalContent: Record<LegalId, { lastUpdated?: boolean; sections: LegalSection[] }> = {
  // The thirteen sections of the spec (public §2).
  privacy: {
    lastUpdated: true,
    sections: [
      { id: 'introduction', paragraphs: 2 },
      { id: 'collected', paragraphs: 1, items: 4 },
      { id: 'use', items: 6 },
      { id: 'sharing', paragraphs: 1, items: 4, after: 1 },
      { id: 'security', paragraphs: 1 },
      { id: 'rights', paragraphs: 1, items: 5, after: 1 },
      { id: 'retention', items: 3 },
      { id: 'cookies', paragraphs: 1 },
      { id: 'children', paragraphs: 1 },
      { id: 'transfers', paragraphs: 1 },
      { id: 'updates', paragraphs: 1 },
      { id: 'contact', paragraphs: 1, contact: true },
      { id: 'law', paragraphs: 1 },
    ],
  },
  terms: {
    sections: [
      { id: 'acceptance', paragraphs: 1 },
      { id: 'registration', items: 5 },
      { id: 'payments', items: 3 },
      { id: 'refunds', paragraphs: 1 },
      { id: 'changes', paragraphs: 1 },
      { id: 'conduct', paragraphs: 1 },
      { id: 'materials', paragraphs: 1 },
      { id: 'liability', paragraphs: 1 },
      { id: 'law', paragraphs: 1 },
      { id: 'contact', paragraphs: 1, contact: true },
    ],
  },
  // The refund policy (public §9), not the privacy text the original page showed.
  refund: {
    sections: [
      { id: 'intro', paragraphs: 1 },
      { id: 'programmes', items: 3 },
      { id: 'tickets', paragraphs: 1 },
      { id: 'timing', paragraphs: 1 },
      { id: 'process', paragraphs: 1, contact: true },
    ],
  },
  disclaimer: {
    sections: [
      { id: 'general', paragraphs: 1 },
      { id: 'results', paragraphs: 1 },
      { id: 'advice', paragraphs: 1 },
      { id: 'speakers', paragraphs: 1 },
      { id: 'links', paragraphs: 1 },
      { id: 'liability', paragraphs: 1 },
    ],
  },
};

export function sectionKeys(page: LegalId, section: LegalSection) {
  const base = `content.${page}.${section.id}`;
  return {
    title: `${base}Title`,
    paragraphs: numbered(`${base}P`, section.paragraphs ?? 0),
    items: numbered(`${base}Item`, section.items ?? 0),
    after: numbered(`${base}After`, section.after ?? 0),
  };
}

/** Every catalog key a legal page reads, so a test can check both languages have them. */
export function legalKeys(page: LegalId): string[] {
  return legalContent[page].sections.flatMap((section) => {
    const keys = sectionKeys(page, section);
    return [keys.title, ...keys.paragraphs, ...keys.items, ...keys.after];
  });
}
