import { describe, expect, it } from 'vitest';
import { pitchFormData } from '@/features/pitch/api/submit-pitch';

describe('pitchFormData', () => {
  it('sends every field as text, teamMembers as JSON text, the language and the file as pitchFile', () => {
    const file = new File(['%PDF-1.7'], 'deck.pdf', { type: 'application/pdf' });
    const body = pitchFormData({
      values: {
        startupName: 'Kovai Agro Labs',
        founderName: 'Priya Raman',
        email: 'priya@example.com',
        phone: '+91 98765 43210',
        businessCategory: 'AgriTech',
        startupAge: '1-2',
        totalFounders: '2',
        teamMembers: [{ name: 'Arun', role: 'CTO', experience: '8 years' }],
        hasCustomers: 'pilot',
        turnover: '0',
        pitchDescription: 'P',
        problemSolving: 'S',
        targetMarket: 'M',
        fundingAmount: '50 lakhs',
      },
      file,
      language: 'ta',
    });
    expect(body.get('startupName')).toBe('Kovai Agro Labs');
    expect(body.get('turnover')).toBe('0');
    expect(JSON.parse(String(body.get('teamMembers')))).toEqual([
      { name: 'Arun', role: 'CTO', experience: '8 years' },
    ]);
    expect(body.get('language')).toBe('ta');
    expect((body.get('pitchFile') as File).name).toBe('deck.pdf');
    expect(
      pitchFormData({ values: { teamMembers: [] } as never, file: null, language: 'en' }).has('pitchFile'),
    ).toBe(false);
  });
});
