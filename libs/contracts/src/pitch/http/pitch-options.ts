import { z } from 'zod';

/** Option lists of the pitch form (spec public §3); the values are what the API stores and filters by. */
export const pitchCategories = [
  'FMCG',
  'FinTech',
  'Deep Tech',
  'AI/ML',
  'Fashion Tech',
  'Food Tech',
  'AgriTech',
  'Health Tech',
  'EdTech',
  'Mobility',
  'Sustainability',
  'Other',
] as const;
export type PitchCategory = (typeof pitchCategories)[number];

/** Years since founding; "idea" means not yet started. */
export const startupAges = ['idea', '0-1', '1-2', '2-3', '3-5', '5+'] as const;
export type StartupAge = (typeof startupAges)[number];

export const founderCounts = ['1', '2', '3', '4', '5+'] as const;
export type FounderCount = (typeof founderCounts)[number];

export const customerStates = ['yes', 'no', 'pilot'] as const;
export type CustomerState = (typeof customerStates)[number];

/** Turnover over the last 12 months, in rupees (L = lakh, Cr = crore). */
export const turnoverRanges = [
  '0',
  '0-1L',
  '1L-5L',
  '5L-10L',
  '10L-25L',
  '25L-50L',
  '50L-1Cr',
  '1Cr+',
] as const;
export type TurnoverRange = (typeof turnoverRanges)[number];

/** Review states of an application; every application starts pending. */
export const pitchStatuses = ['pending', 'shortlisted', 'rejected', 'accepted'] as const;
export const pitchStatus = z.enum(pitchStatuses);
export type PitchStatus = z.infer<typeof pitchStatus>;

export const PITCH_MAX_TEAM_MEMBERS = 3;
export const PITCH_TEXT_MINIMUMS = { pitchDescription: 100, problemSolving: 50, targetMarket: 30 } as const;

/** The optional pitch document: at most 10 MB, and only these kinds (decided by the bytes on the server). */
export const PITCH_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const pitchDocumentExtensions = ['pdf', 'ppt', 'pptx', 'doc', 'docx'] as const;
