import type {
  CustomerState,
  FounderCount,
  PitchCategory,
  StartupAge,
  TurnoverRange,
} from '@eventdesk/contracts/pitch';

/** The catalog key that words each option value of the pitch form. */
export const categoryLabelKeys: Record<PitchCategory, string> = {
  FMCG: 'pitch.category.fmcg',
  FinTech: 'pitch.category.fintech',
  'Deep Tech': 'pitch.category.deepTech',
  'AI/ML': 'pitch.category.aiMl',
  'Fashion Tech': 'pitch.category.fashionTech',
  'Food Tech': 'pitch.category.foodTech',
  AgriTech: 'pitch.category.agriTech',
  'Health Tech': 'pitch.category.healthTech',
  EdTech: 'pitch.category.edTech',
  Mobility: 'pitch.category.mobility',
  Sustainability: 'pitch.category.sustainability',
  Other: 'pitch.category.other',
};

export const startupAgeLabelKeys: Record<StartupAge, string> = {
  idea: 'pitch.age.idea',
  '0-1': 'pitch.age.upTo1',
  '1-2': 'pitch.age.from1To2',
  '2-3': 'pitch.age.from2To3',
  '3-5': 'pitch.age.from3To5',
  '5+': 'pitch.age.over5',
};

export const founderCountLabelKeys: Record<FounderCount, string> = {
  '1': 'pitch.founders.one',
  '2': 'pitch.founders.two',
  '3': 'pitch.founders.three',
  '4': 'pitch.founders.four',
  '5+': 'pitch.founders.fivePlus',
};

export const customerStateLabelKeys: Record<CustomerState, string> = {
  yes: 'pitch.customers.yes',
  no: 'pitch.customers.no',
  pilot: 'pitch.customers.pilot',
};

export const turnoverLabelKeys: Record<TurnoverRange, string> = {
  '0': 'pitch.turnover.zero',
  '0-1L': 'pitch.turnover.upTo1L',
  '1L-5L': 'pitch.turnover.from1LTo5L',
  '5L-10L': 'pitch.turnover.from5LTo10L',
  '10L-25L': 'pitch.turnover.from10LTo25L',
  '25L-50L': 'pitch.turnover.from25LTo50L',
  '50L-1Cr': 'pitch.turnover.from50LTo1Cr',
  '1Cr+': 'pitch.turnover.over1Cr',
};
