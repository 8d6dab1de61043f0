import {
  adminUpdateRegistrationBody,
  createRegistrationBody,
  registrationFormSchema,
} from './create-registration';

const valid = {
  fullName: '  Priya Raman ',
  email: 'Priya@Example.com',
  phone: '+91 98765 43210',
  type: 'individual',
  package: 'gold',
};

function messagesOf(input: unknown): Record<string, string> {
  const result = createRegistrationBody.safeParse(input);
  if (result.success) {
    return {};
  }
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('createRegistrationBody', () => {
  it('accepts a valid body, trimming the name and lower-casing the e-mail', () => {
    const parsed = createRegistrationBody.parse(valid);
    expect(parsed.fullName).toBe('Priya Raman');
    expect(parsed.email).toBe('priya@example.com');
    expect(parsed.language).toBe('en');
    expect(parsed.referenceType).toBeNull();
  });

  it('rejects each field with the catalog key of spec §5', () => {
    expect(messagesOf({ ...valid, fullName: 'P' })).toEqual({ fullName: 'validation.fullName.min' });
    expect(messagesOf({ ...valid, email: 'not-an-email' })).toEqual({ email: 'validation.email.invalid' });
    expect(messagesOf({ ...valid, phone: '12345' })).toEqual({ phone: 'validation.phone.min' });
    expect(messagesOf({ ...valid, package: 'platinum' })).toHaveProperty('package');
  });

  it('requires a business name for a business and a friend name for a friend reference', () => {
    expect(messagesOf({ ...valid, type: 'business' })).toEqual({
      businessName: 'validation.businessName.required',
    });
    expect(messagesOf({ ...valid, referenceType: 'friend' })).toEqual({
      referredBy: 'validation.referredBy.required',
    });
    expect(
      messagesOf({
        ...valid,
        type: 'business',
        businessName: 'Priya Textiles',
        referenceType: 'friend',
        referredBy: 'Arun',
      }),
    ).toEqual({});
  });

  it('refuses an unknown type or reference type with its catalog key instead of replacing it', () => {
    for (const type of ['alien', 'Business']) {
      expect(messagesOf({ ...valid, type })).toEqual({ type: 'validation.type.invalid' });
    }
    expect(messagesOf({ ...valid, referenceType: 'tv' })).toEqual({
      referenceType: 'validation.referenceType.invalid',
    });
    expect(createRegistrationBody.parse({ ...valid, type: undefined }).type).toBe('individual');
  });

  it('treats an empty reference type as none', () => {
    expect(createRegistrationBody.parse({ ...valid, referenceType: '' }).referenceType).toBeNull();
  });
});

describe('adminUpdateRegistrationBody', () => {
  it('leaves out a type the body does not send, so the stored one stays', () => {
    const { type: _type, ...withoutType } = valid;
    expect(adminUpdateRegistrationBody.parse(withoutType).type).toBeUndefined();
    expect(adminUpdateRegistrationBody.safeParse({ ...valid, type: 'Business' }).success).toBe(false);
  });
});

describe('registrationFormSchema', () => {
  it('requires the terms checkbox', () => {
    const result = registrationFormSchema.safeParse({ ...valid, acceptTerms: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('validation.terms.required');
    expect(registrationFormSchema.safeParse({ ...valid, acceptTerms: true }).success).toBe(true);
  });
});
