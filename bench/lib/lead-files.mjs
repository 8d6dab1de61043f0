// @ts-check
// The lead files the leads bench uploads, built as people really get them (issue 11): an .xlsx written with
// exceljs's streaming writer (shared strings, as Excel saves), and Meta's "Download leads" TSV in UTF-16LE with a
// byte-order mark, tab-separated, with Meta's prefixes and a few long form answers. Every row is a different person:
// its own Meta lead id and phone, so nothing is a duplicate of another file or of the seeded leads.
import ExcelJS from 'exceljs';
import { BUSINESSES, LATIN_FIRST, LATIN_LAST, TAMIL_NAMES } from './admin-seed.mjs';

export const LEAD_CITIES = [
  'Coimbatore',
  'Tiruppur',
  'Erode',
  'Salem',
  'Madurai',
  'Chennai',
  'Trichy',
  'Karur',
  'Pollachi',
  'Namakkal',
];
export const BUSINESS_STATUSES = [
  'Running a business',
  'Planning to start a business',
  'Working professional',
  'Freelancer',
  'Student',
];
const CHALLENGES = [
  'Finding new customers outside our city',
  'Cash flow between orders',
  'Hiring and keeping skilled workers',
  'Getting a bank loan for new machines',
  'புதிய வாடிக்கையாளர்களைக் கண்டுபிடிப்பது',
  'Selling online without losing margin',
];
const STORIES = [
  'We make cotton knitwear for export buyers and want to reach retailers in India directly.',
  'Family business of three generations; we supply spices to hotels in Coimbatore and Erode.',
  'நாங்கள் சிறிய அளவில் துணி வியாபாரம் செய்கிறோம், விரிவாக்க விரும்புகிறோம்.',
  'Started a cloud kitchen last year with two outlets, now looking at franchising.',
  'I run a tuition centre and want to take classes online for students in other districts.',
];
const ADS = ['Summit 2025 - Reels', 'Business Growth Lead Ad', 'Coimbatore Expo Carousel'];
const CAMPAIGNS = ['Summit 2025 Leads', 'Tamil Nadu MSME Outreach'];
const FORMS = ['Summit interest form', 'Business growth form (Tamil)'];

/** Meta lead ids (`l:` + 16 digits) and phones per source, far apart: the .xlsx, the TSV and the SQL seed. */
export const SOURCES = {
  xlsx: { leadIdPrefix: '12', phoneFirstDigit: '8' },
  tsv: { leadIdPrefix: '13', phoneFirstDigit: '7' },
  seed: { leadIdPrefix: '14', phoneFirstDigit: '9' },
};

/**
 * Ten digits of a valid Indian mobile: i × 7919 mod 10⁹ is different for every i below 126,000.
 * @param {string} firstDigit
 * @param {number} i
 */
export function mobileDigits(firstDigit, i) {
  return `${firstDigit}${String((i * 7919) % 1_000_000_000).padStart(9, '0')}`;
}

/**
 * The person behind lead `i` (1-based) of a source: a Tamil name for one in five, an e-mail for most.
 * @param {keyof typeof SOURCES} source
 * @param {number} i
 */
export function leadPerson(source, i) {
  const { leadIdPrefix, phoneFirstDigit } = SOURCES[source];
  const tamil = i % 5 === 0;
  // i + i/10, not i: one lead in five is Tamil (i % 5 = 0), and every Latin first name still comes up.
  const first = LATIN_FIRST[(i + Math.floor(i / 10)) % LATIN_FIRST.length];
  const fullName = tamil
    ? `${TAMIL_NAMES[Math.floor(i / 5) % TAMIL_NAMES.length]} ${i}`
    : `${first} ${LATIN_LAST[Math.floor(i / 10) % LATIN_LAST.length]}`;
  // Meta's created_time: ISO 8601 in the page's zone (Asia/Kolkata), one lead every two minutes back from now.
  const created = new Date(Date.now() + 330 * 60_000 - i * 120_000).toISOString().slice(0, 19);
  return {
    metaLeadId: `l:${leadIdPrefix}${String(i).padStart(14, '0')}`,
    createdTime: `${created}+05:30`,
    adName: ADS[i % ADS.length],
    campaignName: CAMPAIGNS[i % CAMPAIGNS.length],
    formName: FORMS[i % FORMS.length],
    platform: i % 3 === 0 ? 'ig' : 'fb',
    isOrganic: i % 10 === 0,
    businessStatus: BUSINESS_STATUSES[i % BUSINESS_STATUSES.length],
    fullName,
    phone: `p:+91${mobileDigits(phoneFirstDigit, i)}`,
    email: i % 7 === 0 ? '' : `${tamil ? 'lead' : first.toLowerCase()}.${source}${i}@example.com`,
    city: LEAD_CITIES[Math.floor(i / 3) % LEAD_CITIES.length],
    business: i % 5 < 2 ? BUSINESSES[Math.floor(i / 5) % BUSINESSES.length] : '',
  };
}

export const XLSX_HEADER = [
  'id',
  'created_time',
  'ad_name',
  'campaign_name',
  'form_name',
  'platform',
  'is_organic',
  'what_is_your_current_business_status?',
  'full_name',
  'phone_number',
  'email',
  'city',
];

/**
 * Writes `count` leads to `path` as .xlsx (streamed: rows are committed as they are written).
 * @param {string} path
 * @param {number} count
 */
export async function writeLeadsXlsx(path, count) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Leads');
  sheet.addRow(XLSX_HEADER).commit();
  for (let i = 1; i <= count; i += 1) {
    const p = leadPerson('xlsx', i);
    sheet
      .addRow([
        p.metaLeadId,
        p.createdTime,
        p.adName,
        p.campaignName,
        p.formName,
        p.platform,
        p.isOrganic ? 'true' : 'false',
        p.businessStatus,
        p.fullName,
        p.phone,
        p.email,
        p.city,
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

export const TSV_HEADER = [
  'id',
  'created_time',
  'ad_id',
  'ad_name',
  'adset_id',
  'adset_name',
  'campaign_id',
  'campaign_name',
  'form_id',
  'form_name',
  'is_organic',
  'platform',
  'what_is_your_current_business_status?',
  'what_is_your_biggest_business_challenge?',
  'tell_us_about_your_business',
  'How many people work with you?',
  'full_name',
  'phone_number',
  'email',
  'city',
  'lead_status',
];

/**
 * One TSV line of lead `i`: Meta's prefixes, `is_organic` written three ways, two long free-text answers.
 * @param {number} i
 */
function tsvLine(i) {
  const p = leadPerson('tsv', i);
  const organic = [
    ['true', 'false'],
    ['TRUE', 'FALSE'],
    ['1', '0'],
  ][i % 3][p.isOrganic ? 0 : 1];
  const story = `${STORIES[i % STORIES.length]}${i % 4 === 0 ? ` ${STORIES[(i + 2) % STORIES.length]}` : ''}`;
  return [
    p.metaLeadId,
    p.createdTime,
    `ag:120211${String(i % 40).padStart(9, '0')}`,
    p.adName,
    `as:120211${String(i % 12).padStart(9, '0')}`,
    `Adset ${p.city}`,
    `c:120210${String(i % 2).padStart(9, '0')}`,
    p.campaignName,
    `f:9100${String(i % 2).padStart(11, '0')}`,
    p.formName,
    organic,
    p.platform,
    p.businessStatus,
    CHALLENGES[i % CHALLENGES.length],
    story,
    String(1 + (i % 25)),
    p.fullName,
    p.phone,
    p.email,
    p.city,
    'CREATED',
  ].join('\t');
}

/**
 * Meta's download of as many leads as fit in `maxBytes`: UTF-16LE with a BOM, tab-separated, CRLF lines. Every
 * character here is in the BMP, so a line costs 2 bytes per UTF-16 code unit. Returns { bytes, rows }.
 * @param {number} maxBytes
 * @returns {{ bytes: Buffer<ArrayBuffer>, rows: number }}
 */
export function buildMetaTsv(maxBytes) {
  const lines = [TSV_HEADER.join('\t')];
  let size = 2 + (lines[0].length + 2) * 2;
  for (let i = 1; ; i += 1) {
    const line = tsvLine(i);
    const lineBytes = (line.length + 2) * 2;
    if (size + lineBytes > maxBytes) break;
    lines.push(line);
    size += lineBytes;
  }
  const bytes = Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf16le');
  if (bytes.length !== size) throw new Error(`TSV size ${bytes.length} != computed ${size}`);
  return { bytes, rows: lines.length - 1 };
}
