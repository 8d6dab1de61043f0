import { pitchReviewedPayload } from './pitch-reviewed';
import { pitchSubmittedPayload } from './pitch-submitted';

const base = {
  applicationId: 7,
  ref: 'abcdefghijklmnopqrstuv',
  startupName: 'Kovai Agro Labs',
  founderName: 'Priya Raman',
  email: 'priya@example.com',
  language: 'ta',
};

describe('pitch event payloads', () => {
  it('parses a valid pitch.submitted and refuses one without an e-mail', () => {
    const payload = { ...base, hasDocument: true, submittedAt: new Date().toISOString() };
    expect(pitchSubmittedPayload.parse(payload)).toEqual(payload);
    const { email: _email, ...withoutEmail } = payload;
    expect(pitchSubmittedPayload.safeParse(withoutEmail).success).toBe(false);
  });

  it('parses a valid pitch.reviewed and refuses an unknown status', () => {
    const payload = {
      ...base,
      status: 'shortlisted',
      previousStatus: 'pending',
      applicantMessage: null,
      reviewedBy: 'admin',
      reviewedAt: new Date().toISOString(),
    };
    expect(pitchReviewedPayload.parse(payload)).toEqual(payload);
    expect(pitchReviewedPayload.safeParse({ ...payload, status: 'approved' }).success).toBe(false);
  });
});
