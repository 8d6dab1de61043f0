import type { Language } from './enums';

/**
 * Validation messages are keys in the zod schemas; this catalog turns them into words. The gateway uses it for
 * API errors (by Accept-Language) and the web app loads it into i18next, so both say the same thing.
 */
export const validationMessages: Record<Language, Record<string, string>> = {
  en: {
    'validation.invalid': 'Invalid value',
    'validation.required': 'This field is required',
    'validation.fullName.min': 'Full name must be at least 2 characters',
    'validation.name.min': 'Name must be at least 2 characters',
    'validation.text.max': 'This text is too long',
    'validation.email.invalid': 'Enter a valid email address',
    'validation.phone.min': 'Phone number must be at least 10 digits',
    'validation.phone.invalid': 'Enter a valid phone number',
    'validation.type.invalid': 'Choose business or individual',
    'validation.businessName.required': 'Business name required',
    'validation.package.invalid': 'Choose a package',
    'validation.referenceType.invalid': 'Choose where you heard about us',
    'validation.referredBy.required': "Enter friend's name",
    'validation.terms.required': 'Please accept the terms and conditions',
    'validation.parentRegistration.required': 'Parent registration ID required',
    'validation.username.required': 'Username is required',
    'validation.password.required': 'Password is required',
  },
  ta: {
    'validation.invalid': 'தவறான மதிப்பு',
    'validation.required': 'இந்தப் புலம் அவசியம்',
    'validation.fullName.min': 'முழுப் பெயர் குறைந்தது 2 எழுத்துகள் இருக்க வேண்டும்',
    'validation.name.min': 'பெயர் குறைந்தது 2 எழுத்துகள் இருக்க வேண்டும்',
    'validation.text.max': 'இந்த உரை மிக நீளமாக உள்ளது',
    'validation.email.invalid': 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
    'validation.phone.min': 'தொலைபேசி எண் குறைந்தது 10 இலக்கங்கள் இருக்க வேண்டும்',
    'validation.phone.invalid': 'சரியான தொலைபேசி எண்ணை உள்ளிடவும்',
    'validation.type.invalid': 'வணிகம் அல்லது தனிநபர் என்பதைத் தேர்ந்தெடுக்கவும்',
    'validation.businessName.required': 'வணிகப் பெயர் அவசியம்',
    'validation.package.invalid': 'ஒரு தொகுப்பைத் தேர்ந்தெடுக்கவும்',
    'validation.referenceType.invalid': 'எங்களைப் பற்றி எங்கு அறிந்தீர்கள் என்பதைத் தேர்ந்தெடுக்கவும்',
    'validation.referredBy.required': 'நண்பரின் பெயரை உள்ளிடவும்',
    'validation.terms.required': 'விதிமுறைகள் மற்றும் நிபந்தனைகளை ஏற்கவும்',
    'validation.parentRegistration.required': 'முதன்மைப் பதிவு எண் அவசியம்',
    'validation.username.required': 'பயனர் பெயர் அவசியம்',
    'validation.password.required': 'கடவுச்சொல் அவசியம்',
  },
};

export function translateValidationMessage(key: string, lang: Language): string {
  return validationMessages[lang][key] ?? validationMessages.en[key] ?? key;
}
