import { formatCount } from '@/lib/format';

/** A score of 0 to 1 as a whole percentage in the language's digits (0.913 as 91). */
export const scorePercent = (score: number): string => formatCount(Math.round(score * 100));
