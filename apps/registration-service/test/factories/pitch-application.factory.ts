import { randomBytes } from 'node:crypto';
import type { FileChunkCommand, FileManifest, PitchApplicationForm } from '@eventdesk/contracts';
import { splitFile } from '@eventdesk/server-kit';

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

/** Splits bytes the way the gateway does: piece commands plus the manifest for the submit. */
export function buildUpload(
  bytes: Buffer,
  fileName = 'deck.pdf',
): { chunks: FileChunkCommand[]; upload: FileManifest } {
  const { chunks, manifest } = splitFile(bytes, fileName);
  return { chunks, upload: manifest };
}
