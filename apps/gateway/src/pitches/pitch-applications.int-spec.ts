import { randomBytes } from 'node:crypto';
import {
  FILE_CHUNK_BYTES,
  PITCH_DOCUMENT_MAX_BYTES,
  validationMessages,
  type ErrorBody,
} from '@eventdesk/contracts';
import {
  bearer,
  createStaffUser,
  loginToken,
  request,
  startGatewayApp,
  type GatewayTestApp,
} from '../../test/gateway-app';
import { spyOnRpc, startPrivateNats, type PrivateNats, type RpcSpy } from '../../test/private-nats';

// nats-server is spawned and two gateways boot; a document of 10 MB travels over loopback.
jest.setTimeout(30_000);

const en = validationMessages.en;
const ta = validationMessages.ta;

const fields: Record<string, string> = {
  startupName: 'Kovai Agro Labs',
  founderName: 'Priya Raman',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  businessCategory: 'AgriTech',
  startupAge: '1-2',
  totalFounders: '2',
  teamMembers: JSON.stringify([{ name: 'Arun Kumar', role: 'CTO', experience: '8 years' }]),
  hasCustomers: 'pilot',
  turnover: '1L-5L',
  pitchDescription:
    'Soil sensors and a Tamil voice assistant that tell small farmers when to irrigate. '.repeat(2),
  problemSolving: 'Farmers over-irrigate because soil moisture is hard to measure.',
  targetMarket: 'Small farmers in Tamil Nadu and Karnataka.',
  fundingAmount: '50 lakhs',
  language: 'en',
};

const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

interface FilePart {
  bytes: Buffer;
  name: string;
  type?: string;
  field?: string;
}

function form(overrides: Record<string, string | undefined> = {}, files: FilePart[] = []): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries({ ...fields, ...overrides })) {
    if (value !== undefined) {
      body.append(key, value);
    }
  }
  for (const file of files) {
    body.append(
      file.field ?? 'pitchFile',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }),
      file.name,
    );
  }
  return body;
}

function post(baseUrl: string, body: FormData, language = 'en') {
  return request<ErrorBody>(`${baseUrl}/api/pitch-applications`, {
    method: 'POST',
    headers: { 'accept-language': language },
    body,
  });
}

describe('POST /api/pitch-applications and the staff routes at the gateway (no service behind it)', () => {
  let nats: PrivateNats;
  let spy: RpcSpy;
  let gateway: GatewayTestApp;

  beforeAll(async () => {
    nats = await startPrivateNats();
    spy = await spyOnRpc(nats.url, 'pitch.>');
    gateway = await startGatewayApp({ NATS_URL: nats.url, FORM_RATE_LIMIT_PER_HOUR: 1000 });
  }, 40_000);
  afterAll(async () => {
    await gateway?.close();
    await spy?.close();
    await nats?.stop();
  }, 30_000);
  beforeEach(() => spy.clear());

  describe('the document', () => {
    it('answers 413 "File too large" in the visitor language for a file over 10 MB, and calls no service', async () => {
      const tooBig = pdf(PITCH_DOCUMENT_MAX_BYTES + 1);
      const english = await post(gateway.url, form({}, [{ bytes: tooBig, name: 'deck.pdf' }]));
      expect(english.status).toBe(413);
      expect(english.headers.get('content-type')).toMatch(/application\/json/);
      expect(english.body).toEqual({
        message: 'File too large. Please upload a file smaller than 10MB',
        code: 'PAYLOAD_TOO_LARGE',
      });
      const tamil = await post(gateway.url, form({}, [{ bytes: tooBig, name: 'deck.pdf' }]), 'ta');
      expect(tamil.status).toBe(413);
      expect(tamil.body.message).toBe(
        `${ta['validation.pitch.file.tooLarge']}. ${ta['validation.pitch.file.tooLargeHint']}`,
      );
      expect(await spy.settled()).toEqual([]);
    });

    it.each([
      [
        'a renamed executable',
        Buffer.concat([Buffer.from('MZ'), randomBytes(3000)]),
        'deck.pdf',
        'application/pdf',
      ],
      ['plain text', Buffer.from('hello, I am a slide deck'), 'deck.pptx', 'application/vnd.ms-powerpoint'],
      [
        'a zip that is no Office file',
        Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.from('readme.txt')]),
        'deck.docx',
        'application/msword',
      ],
      [
        'a PNG image',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
        'deck.pdf',
        'application/pdf',
      ],
      ['an empty file', Buffer.alloc(0), 'deck.pdf', 'application/pdf'],
    ])(
      'answers 415 for %s whatever its name and declared type, and calls no service',
      async (_label, bytes, name, type) => {
        const response = await post(gateway.url, form({}, [{ bytes, name, type }]));
        expect(response.status).toBe(415);
        expect(response.body).toEqual({
          message: en['validation.pitch.file.type'],
          code: 'UNSUPPORTED_FILE',
        });
        expect(await spy.settled()).toEqual([]);
      },
    );

    it('refuses a wrong file in Tamil too, and a file of exactly 10 MB is read (then judged by its bytes)', async () => {
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(PITCH_DOCUMENT_MAX_BYTES - 2)]);
      const response = await post(gateway.url, form({}, [{ bytes: exe, name: 'deck.pdf' }]), 'ta');
      expect(response.status).toBe(415);
      expect(response.body.message).toBe(ta['validation.pitch.file.type']);
      expect(await spy.settled()).toEqual([]);
    });

    it('sends an accepted document in chunks that each fit a default NATS message (1 MB)', async () => {
      const response = await post(
        gateway.url,
        form({}, [{ bytes: pdf(3 * FILE_CHUNK_BYTES + 7), name: 'deck.pdf' }]),
      );
      // Nothing answers on this NATS: the gateway gives up after RPC_TIMEOUT_MS.
      expect(response.status).toBe(503);
      const messages = await spy.settled();
      expect(messages.map((message) => message.subject)).toEqual(Array(4).fill('pitch.upload-chunk'));
      for (const message of messages) {
        expect(message.size).toBeLessThan(1024 * 1024);
      }
      const indexes = messages.map(
        (message) =>
          (JSON.parse(Buffer.from(message.data).toString()) as { data: { index: number } }).data.index,
      );
      expect(indexes.sort()).toEqual([0, 1, 2, 3]);
    });

    it('answers 400 for a second file or a file under another field name, and calls no service', async () => {
      const two = await post(
        gateway.url,
        form({}, [
          { bytes: pdf(100), name: 'a.pdf' },
          { bytes: pdf(100), name: 'b.pdf' },
        ]),
      );
      expect(two.status).toBe(400);
      const other = await post(gateway.url, form({}, [{ bytes: pdf(100), name: 'a.pdf', field: 'file' }]));
      expect(other.status).toBe(400);
      expect(other.body.message).toEqual(expect.any(String));
      expect(await spy.settled()).toEqual([]);
    });
  });

  describe('the fields', () => {
    it('answers 400 naming each field with the catalog message, in English and Tamil, and calls no service', async () => {
      const bad = {
        startupName: 'K',
        founderName: '',
        email: 'priya@',
        phone: '12345',
        businessCategory: '',
        startupAge: '',
        totalFounders: '',
        hasCustomers: '',
        turnover: '',
        fundingAmount: '',
        pitchDescription: 'short',
        problemSolving: 'short',
        targetMarket: 'short',
      };
      const expected = {
        startupName: 'validation.pitch.startupName.min',
        founderName: 'validation.pitch.founderName.min',
        email: 'validation.pitch.email.invalid',
        phone: 'validation.phone.min',
        businessCategory: 'validation.pitch.businessCategory.required',
        startupAge: 'validation.pitch.startupAge.required',
        totalFounders: 'validation.pitch.totalFounders.required',
        hasCustomers: 'validation.pitch.hasCustomers.required',
        turnover: 'validation.pitch.turnover.required',
        fundingAmount: 'validation.pitch.fundingAmount.required',
        pitchDescription: 'validation.pitch.pitchDescription.min',
        problemSolving: 'validation.pitch.problemSolving.min',
        targetMarket: 'validation.pitch.targetMarket.min',
      };
      for (const [language, catalog] of [
        ['en', en],
        ['ta', ta],
      ] as const) {
        const response = await post(
          gateway.url,
          form(bad, [{ bytes: pdf(100), name: 'deck.pdf' }]),
          language,
        );
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('VALIDATION_FAILED');
        expect(
          Object.fromEntries(response.body.errors?.map((error) => [error.path, error.message]) ?? []),
        ).toEqual(Object.fromEntries(Object.entries(expected).map(([path, key]) => [path, catalog[key]])));
      }
      expect(en['validation.pitch.email.invalid']).toBe('Valid email is required');
      expect(await spy.settled()).toEqual([]);
    });

    it('answers 400 for more than 3 team members, for a bad member and for teamMembers that is not JSON', async () => {
      const member = { name: 'Arun Kumar', role: 'CTO', experience: '8 years' };
      const four = await post(
        gateway.url,
        form({ teamMembers: JSON.stringify([member, member, member, member]) }),
      );
      expect(four.status).toBe(400);
      expect(four.body.errors).toEqual([{ path: 'teamMembers', message: 'Maximum 3 team members allowed' }]);

      const incomplete = await post(
        gateway.url,
        form({ teamMembers: JSON.stringify([{ name: 'A', role: 'C' }]) }),
        'ta',
      );
      expect(incomplete.body.errors).toEqual([
        { path: 'teamMembers.0.name', message: ta['validation.name.min'] },
        { path: 'teamMembers.0.role', message: ta['validation.pitch.teamMember.role.min'] },
        { path: 'teamMembers.0.experience', message: ta['validation.pitch.teamMember.experience.required'] },
      ]);

      const notJson = await post(gateway.url, form({ teamMembers: '[{"name": "Arun"' }));
      expect(notJson.status).toBe(400);
      expect(notJson.body.errors).toEqual([{ path: 'teamMembers', message: 'Invalid value' }]);
      expect(await spy.settled()).toEqual([]);
    });
  });

  describe('staff routes', () => {
    const base = () => `${gateway.url}/api/admin/pitch-applications`;

    it('answer 401 without a token and 403 for staff below admin, calling no service', async () => {
      for (const path of ['', '/1', '/1/document']) {
        const response = await request(`${base()}${path}`);
        expect(response.status).toBe(401);
      }
      const patch = await request(`${base()}/1`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'accepted' }),
      });
      expect(patch.status).toBe(401);
      for (const role of ['user', 'lead_manager'] as const) {
        const token = await loginToken(gateway.url, await createStaffUser(gateway, role));
        expect((await request(base(), { headers: bearer(token) })).status).toBe(403);
        expect((await request(`${base()}/1/document`, { headers: bearer(token) })).status).toBe(403);
      }
      expect(await spy.settled()).toEqual([]);
    });

    it('refuse bad ids, filters and reviews with 404/400 before calling a service', async () => {
      const token = await loginToken(gateway.url, await createStaffUser(gateway, 'admin'));
      for (const id of ['abc', '0', '-1', '99999999999', '1.5']) {
        const response = await request(`${base()}/${id}`, { headers: bearer(token) });
        expect([id, response.status]).toEqual([id, 404]);
      }
      const filter = await request(`${base()}?status=open&pageSize=500`, { headers: bearer(token) });
      expect(filter.status).toBe(400);
      expect(filter.body.errors?.map((error) => error.path).sort()).toEqual(['pageSize', 'status']);
      const review = await request(`${base()}/1`, {
        method: 'PATCH',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'approved' }),
      });
      expect(review.status).toBe(400);
      expect(await spy.settled()).toEqual([]);
    });
  });
});

describe('the per-address limit on pitch applications', () => {
  let nats: PrivateNats;
  let spy: RpcSpy;
  let gateway: GatewayTestApp;

  beforeAll(async () => {
    nats = await startPrivateNats();
    spy = await spyOnRpc(nats.url, 'pitch.>');
    gateway = await startGatewayApp({ NATS_URL: nats.url, FORM_RATE_LIMIT_PER_HOUR: 2 });
  }, 40_000);
  afterAll(async () => {
    await gateway?.close();
    await spy?.close();
    await nats?.stop();
  }, 30_000);

  it('answers 429 after FORM_RATE_LIMIT_PER_HOUR submissions from one address, before reading the form', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await post(gateway.url, form({ startupName: 'K' }))).status);
    }
    expect(statuses).toEqual([400, 400, 429]);
    const limited = await post(gateway.url, form({}, [{ bytes: pdf(100), name: 'deck.pdf' }]));
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(await spy.settled()).toEqual([]);
    // Other routes keep their own (general) limit.
    expect((await request(`${gateway.url}/api/admin/pitch-applications`)).status).toBe(401);
  });
});
