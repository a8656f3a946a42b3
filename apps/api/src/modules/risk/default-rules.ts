import type { riskApi } from '@console/contract';

/**
 * FATF's public statements of 24 October 2025 (the plenary's outcome): "High-Risk Jurisdictions
 * subject to a Call for Action" and "Jurisdictions under Increased Monitoring". The first rule
 * set carries them; compliance edits the list through a rules draft when FATF publishes anew.
 */
export const FATF_SOURCE = 'FATF public statements of 24 October 2025';

const HIGH_RISK = ['KP', 'IR', 'MM'];
const INCREASED_MONITORING = [
  'DZ', // Algeria
  'AO', // Angola
  'BO', // Bolivia
  'BG', // Bulgaria
  'CM', // Cameroon
  'CI', // Côte d'Ivoire
  'CD', // Democratic Republic of the Congo
  'HT', // Haiti
  'KE', // Kenya
  'LA', // Lao PDR
  'LB', // Lebanon
  'MC', // Monaco
  'NA', // Namibia
  'NP', // Nepal
  'SS', // South Sudan
  'SY', // Syria
  'VE', // Venezuela
  'VN', // Vietnam
  'VG', // Virgin Islands (UK)
  'YE', // Yemen
];

export const FATF_JURISDICTIONS: readonly riskApi.Jurisdiction[] = [
  ...HIGH_RISK.map((country) => ({ country, list: 'HighRisk' as const })),
  ...INCREASED_MONITORING.map((country) => ({ country, list: 'IncreasedMonitoring' as const })),
];

/**
 * The rules of the first rule set: a starting point that compliance changes through drafts.
 * Countermeasures for residents of a call-for-action jurisdiction, enhanced due diligence for
 * its nationals, politically exposed persons (R.12) and open screening hits.
 */
export const FIRST_RULES: readonly riskApi.RiskRule[] = [
  { condition: { factor: 'residence', lists: ['HighRisk'] }, rating: 'Prohibited' },
  { condition: { factor: 'screening', states: ['TrueMatch'] }, rating: 'Prohibited' },
  { condition: { factor: 'nationality', lists: ['HighRisk'] }, rating: 'High' },
  { condition: { factor: 'pep' }, rating: 'High' },
  { condition: { factor: 'screening', states: ['Pending', 'Held'] }, rating: 'High' },
  { condition: { factor: 'turnover', atLeast: '250000.00' }, rating: 'High' },
  { condition: { factor: 'nationality', lists: ['IncreasedMonitoring'] }, rating: 'Medium' },
  { condition: { factor: 'residence', lists: ['IncreasedMonitoring'] }, rating: 'Medium' },
  { condition: { factor: 'turnover', atLeast: '50000.00' }, rating: 'Medium' },
];
