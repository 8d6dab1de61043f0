import { validationMessages } from '../../common/validation-messages';
import { pitchApplicationForm, pitchApplicationMultipartBody } from './pitch-application-form';

const valid = {
  startupName: '  Kovai Agro Labs ',
  founderName: 'Priya Raman',
  email: 'Priya@Example.com',
  phone: '+91 98765 43210',
  businessCategory: 'AgriTech',
  startupAge: '1-2',
  totalFounders: '2',
  teamMembers: [{ name: 'Arun Kumar', role: 'CTO', experience: '8 years in embedded systems' }],
  hasCustomers: 'pilot',
  turnover: '1L-5L',
  pitchDescription: 'A'.repeat(100),
  problemSolving: 'B'.repeat(50),
  targetMarket: 'C'.repeat(30),
  fundingAmount: '50 lakhs',
};

function messagesOf(input: unknown): Record<string, string> {
  const result = pitchApplicationForm.safeParse(input);
  if (result.success) {
    return {};
  }
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('pitchApplicationForm', () => {
  it('accepts a valid application, trimming text and lower-casing the e-mail', () => {
    const parsed = pitchApplicationForm.parse(valid);
    expect(parsed.startupName).toBe('Kovai Agro Labs');
    expect(parsed.email).toBe('priya@example.com');
    expect(parsed.teamMembers).toHaveLength(1);
    expect(pitchApplicationForm.parse({ ...valid, teamMembers: [] }).teamMembers).toEqual([]);
  });

  it.each([
    ['startupName', 'K', 'validation.pitch.startupName.min'],
    ['startupName', '   Ko   '.replace('o', ''), 'validation.pitch.startupName.min'],
    ['founderName', 'P', 'validation.pitch.founderName.min'],
    ['email', 'not-an-email', 'validation.pitch.email.invalid'],
    ['phone', '12345', 'validation.phone.min'],
    ['phone', '98765-abcde', 'validation.phone.invalid'],
    ['businessCategory', '', 'validation.pitch.businessCategory.required'],
    ['businessCategory', 'Crypto', 'validation.pitch.option.invalid'],
    ['startupAge', '', 'validation.pitch.startupAge.required'],
    ['startupAge', '10+', 'validation.pitch.option.invalid'],
    ['totalFounders', '', 'validation.pitch.totalFounders.required'],
    ['totalFounders', '6', 'validation.pitch.option.invalid'],
    ['hasCustomers', '', 'validation.pitch.hasCustomers.required'],
    ['hasCustomers', 'maybe', 'validation.pitch.option.invalid'],
    ['turnover', '', 'validation.pitch.turnover.required'],
    ['turnover', '2Cr+', 'validation.pitch.option.invalid'],
    ['fundingAmount', ' ', 'validation.pitch.fundingAmount.required'],
    ['pitchDescription', 'A'.repeat(99), 'validation.pitch.pitchDescription.min'],
    ['problemSolving', 'B'.repeat(49), 'validation.pitch.problemSolving.min'],
    ['targetMarket', 'C'.repeat(29), 'validation.pitch.targetMarket.min'],
    ['startupName', 'S'.repeat(121), 'validation.text.max'],
  ])('refuses %s = %j with %s', (field, value, key) => {
    expect(messagesOf({ ...valid, [field]: value })).toEqual({ [field]: key });
  });

  it('counts the minimum lengths after trimming', () => {
    expect(messagesOf({ ...valid, targetMarket: `  ${'C'.repeat(29)}   ` })).toEqual({
      targetMarket: 'validation.pitch.targetMarket.min',
    });
  });

  it('says every missing field is required with its own message', () => {
    expect(messagesOf({ teamMembers: [] })).toEqual({
      startupName: 'validation.pitch.startupName.min',
      founderName: 'validation.pitch.founderName.min',
      email: 'validation.pitch.email.invalid',
      phone: 'validation.phone.min',
      businessCategory: 'validation.pitch.businessCategory.required',
      startupAge: 'validation.pitch.startupAge.required',
      totalFounders: 'validation.pitch.totalFounders.required',
      hasCustomers: 'validation.pitch.hasCustomers.required',
      turnover: 'validation.pitch.turnover.required',
      pitchDescription: 'validation.pitch.pitchDescription.min',
      problemSolving: 'validation.pitch.problemSolving.min',
      targetMarket: 'validation.pitch.targetMarket.min',
      fundingAmount: 'validation.pitch.fundingAmount.required',
    });
  });

  it('checks each team member and allows at most 3', () => {
    expect(messagesOf({ ...valid, teamMembers: [{ name: 'A', role: 'C', experience: '' }] })).toEqual({
      'teamMembers.0.name': 'validation.name.min',
      'teamMembers.0.role': 'validation.pitch.teamMember.role.min',
      'teamMembers.0.experience': 'validation.pitch.teamMember.experience.required',
    });
    const member = valid.teamMembers[0];
    expect(messagesOf({ ...valid, teamMembers: [member, member, member] })).toEqual({});
    expect(messagesOf({ ...valid, teamMembers: [member, member, member, member] })).toEqual({
      teamMembers: 'validation.pitch.teamMembers.max',
    });
  });

  it('uses only keys that the catalog has in English and Tamil', () => {
    const result = pitchApplicationForm.safeParse({ teamMembers: [{}, {}, {}, {}] });
    const keys = new Set(result.error?.issues.map((issue) => issue.message));
    expect(keys.size).toBeGreaterThan(10);
    for (const key of keys) {
      expect([key, validationMessages.en[key]]).toEqual([key, expect.any(String)]);
      expect([key, validationMessages.ta[key]]).toEqual([key, expect.any(String)]);
    }
    expect(validationMessages.en['validation.pitch.email.invalid']).toBe('Valid email is required');
    expect(validationMessages.en['validation.pitch.teamMembers.max']).toBe('Maximum 3 team members allowed');
  });
});

describe('pitchApplicationMultipartBody', () => {
  const asText = { ...valid, teamMembers: JSON.stringify(valid.teamMembers) };

  it('reads teamMembers from JSON text, takes the language and defaults to English', () => {
    const parsed = pitchApplicationMultipartBody.parse({ ...asText, language: 'ta' });
    expect(parsed.teamMembers).toEqual(valid.teamMembers);
    expect(parsed.language).toBe('ta');
    expect(pitchApplicationMultipartBody.parse(asText).language).toBe('en');
    expect(pitchApplicationMultipartBody.parse({ ...asText, teamMembers: '' }).teamMembers).toEqual([]);
    expect(pitchApplicationMultipartBody.parse({ ...asText, teamMembers: undefined }).teamMembers).toEqual(
      [],
    );
  });

  it('refuses JSON that is not JSON, and more than 3 members', () => {
    const bad = pitchApplicationMultipartBody.safeParse({ ...asText, teamMembers: '[{"name":' });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['teamMembers', 'validation.invalid'],
    ]);
    const four = JSON.stringify(Array.from({ length: 4 }, () => valid.teamMembers[0]));
    const tooMany = pitchApplicationMultipartBody.safeParse({ ...asText, teamMembers: four });
    expect(tooMany.error?.issues.map((issue) => issue.message)).toEqual(['validation.pitch.teamMembers.max']);
  });
});
