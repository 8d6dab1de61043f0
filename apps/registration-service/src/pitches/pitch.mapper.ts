import type { PitchApplicationView, PitchDocumentMeta, PitchListItem } from '@eventdesk/contracts';
import type { PitchApplication } from './pitch-application.entity';

export function toPitchListItem(application: PitchApplication, hasDocument: boolean): PitchListItem {
  return {
    id: application.id,
    ref: application.ref,
    startupName: application.startupName,
    founderName: application.founderName,
    email: application.email,
    phone: application.phone,
    businessCategory: application.businessCategory,
    startupAge: application.startupAge,
    totalFounders: application.totalFounders,
    hasCustomers: application.hasCustomers,
    turnover: application.turnover,
    fundingAmount: application.fundingAmount,
    status: application.status,
    submittedAt: application.submittedAt.toISOString(),
    reviewedAt: application.reviewedAt?.toISOString() ?? null,
    hasDocument,
  };
}

export function toPitchApplicationView(
  application: PitchApplication,
  document: PitchDocumentMeta | null,
): PitchApplicationView {
  return {
    ...toPitchListItem(application, document !== null),
    teamMembers: application.teamMembers,
    pitchDescription: application.pitchDescription,
    problemSolving: application.problemSolving,
    targetMarket: application.targetMarket,
    language: application.language,
    reviewedBy: application.reviewedBy,
    notes: application.notes,
    applicantMessage: application.applicantMessage,
    document,
  };
}
