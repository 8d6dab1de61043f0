/** The columns a lead file can fill; every other column becomes a form answer. */
export type LeadField =
  | 'metaLeadId'
  | 'createdTime'
  | 'adId'
  | 'adName'
  | 'adsetId'
  | 'adsetName'
  | 'campaignId'
  | 'campaignName'
  | 'formId'
  | 'formName'
  | 'isOrganic'
  | 'platform'
  | 'fullName'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'city'
  | 'businessName'
  | 'currentBusinessStatus'
  | 'biggestBusinessChallenge';

/**
 * Header synonyms, compared after `headerKey` (lower case, no spaces or punctuation): Meta's export keys, what staff
 * type in Sheets, and the Tamil words for name, phone, e-mail and town.
 */
export const LEAD_HEADER_SYNONYMS: Readonly<Record<LeadField, readonly string[]>> = {
  metaLeadId: ['id', 'leadid'],
  createdTime: ['createdtime', 'createdat'],
  adId: ['adid'],
  adName: ['adname'],
  adsetId: ['adsetid'],
  adsetName: ['adsetname'],
  campaignId: ['campaignid'],
  campaignName: ['campaignname'],
  formId: ['formid'],
  formName: ['formname'],
  isOrganic: ['isorganic'],
  platform: ['platform'],
  fullName: ['name', 'fullname', 'customername', 'leadname', 'பெயர்'],
  firstName: ['firstname'],
  lastName: ['lastname', 'surname'],
  phone: [
    'phone',
    'phonenumber',
    'phoneno',
    'mobile',
    'mobilenumber',
    'mobileno',
    'whatsapp',
    'whatsappnumber',
    'whatsappno',
    'contact',
    'contactnumber',
    'contactno',
    'கைபேசி',
    'அலைபேசி',
    'தொலைபேசி',
  ],
  email: ['email', 'emailaddress', 'emailid', 'workemail', 'மின்னஞ்சல்'],
  city: ['city', 'location', 'town', 'ஊர்', 'நகரம்'],
  businessName: ['business', 'businessname', 'company', 'companyname'],
  currentBusinessStatus: [],
  biggestBusinessChallenge: [],
};

/** Form questions are matched by what they mention: Meta keys them by the question's own words. */
const QUESTION_PATTERNS: ReadonlyArray<[LeadField, RegExp]> = [
  ['currentBusinessStatus', /businessstatus/],
  ['biggestBusinessChallenge', /challenge/],
];

const FIELD_BY_KEY = new Map<string, LeadField>(
  (Object.entries(LEAD_HEADER_SYNONYMS) as Array<[LeadField, readonly string[]]>).flatMap(([field, keys]) =>
    keys.map((key): [string, LeadField] => [key, field]),
  ),
);

/** Case-, space- and punctuation-insensitive: 'Phone Number', 'phone_number' and 'PHONE-NUMBER?' are one key. */
export function headerKey(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
}

export function fieldOfHeader(header: string): LeadField | null {
  const key = headerKey(header);
  if (!key) {
    return null;
  }
  return FIELD_BY_KEY.get(key) ?? QUESTION_PATTERNS.find(([, pattern]) => pattern.test(key))?.[0] ?? null;
}

export interface LeadColumns {
  /** The column of each field: the first one that maps to it (a second 'phone' is kept as a form answer). */
  fields: Partial<Record<LeadField, number>>;
  /** The header text of every column, as the file has it (trimmed). */
  headers: string[];
  /** Columns that are form answers, in file order. */
  answerColumns: number[];
}

export function mapLeadColumns(headers: string[]): LeadColumns {
  const fields: Partial<Record<LeadField, number>> = {};
  const answerColumns: number[] = [];
  headers.forEach((header, index) => {
    const field = fieldOfHeader(header);
    if (field && fields[field] === undefined) {
      fields[field] = index;
    } else {
      answerColumns.push(index);
    }
  });
  return { fields, headers: headers.map((header) => header.trim()), answerColumns };
}

/** The question a column's answers are kept under; a column without a header is named by its position. */
export function questionOf(columns: LeadColumns, index: number): string {
  return columns.headers[index] || `Column ${index + 1}`;
}
