import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  PITCH_CHUNK_BYTES,
  type PitchApplicationForm,
  type PitchDocumentUpload,
  type UploadPitchChunkCommand,
} from '@eventdesk/contracts';

/** A valid pitch form (spec public §3), with any field overridden. */
export function buildPitchForm(overrides: Partial<PitchApplicationForm> = {}): PitchApplicationForm {
  return {
    startupName: 'Kovai Agro Labs',
    founderName: 'Priya Raman',
    email: 'priya@example.com',
    phone: '+91 98765 43210',
    businessCategory: 'AgriTech',
    startupAge: '1-2',
    totalFounders: '2',
    teamMembers: [{ name: 'Arun Kumar', role: 'CTO', experience: '8 years in embedded systems' }],
    hasCustomers: 'pilot',
    turnover: '1L-5L',
    pitchDescription:
      'Soil sensors and a Tamil voice assistant that tell small farmers when and how much to irrigate, cutting water use.',
    problemSolving: 'Farmers over-irrigate because they cannot measure soil moisture cheaply.',
    targetMarket: 'Small and marginal farmers in Tamil Nadu and Karnataka.',
    fundingAmount: '50 lakhs',
    ...overrides,
  };
}

/** A PDF-looking document of `size` bytes (the signature is all the type check reads). */
export function buildPdfBytes(size: number): Buffer {
  const header = Buffer.from('%PDF-1.7\n', 'latin1');
  return Buffer.concat([header, randomBytes(Math.max(0, size - header.length))]);
}

/** Splits bytes the way the gateway does: chunk commands plus the upload description for the submit. */
export function buildUpload(
  bytes: Buffer,
  fileName = 'deck.pdf',
): { chunks: UploadPitchChunkCommand[]; upload: PitchDocumentUpload } {
  const uploadId = randomUUID();
  const chunks: UploadPitchChunkCommand[] = [];
  for (let offset = 0, index = 0; offset < bytes.length; offset += PITCH_CHUNK_BYTES, index += 1) {
    chunks.push({
      uploadId,
      index,
      data: bytes.subarray(offset, offset + PITCH_CHUNK_BYTES).toString('base64'),
    });
  }
  return {
    chunks,
    upload: {
      uploadId,
      fileName,
      size: bytes.length,
      chunkCount: chunks.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    },
  };
}
