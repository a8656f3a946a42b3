/**
 * The measured speed-ups behind the lists, each with a plain form beside it.
 * They are on in the product; the benchmark turns one off in an API process of its own (see
 * bench/lib/speed-ups-off.mjs) to measure it against its plain form in the same run.
 */
export const SPEED_UPS = ['nameWords', 'keptCounts', 'preparedShapes'] as const;
export type SpeedUp = (typeof SPEED_UPS)[number];

const off = new Set<SpeedUp>();

export const speedUpOn = (s: SpeedUp): boolean => !off.has(s);

/** Turns speed-ups off for this process (benchmarks and tests only). */
export function turnOff(...which: SpeedUp[]): () => void {
  which.forEach((s) => off.add(s));
  return () => which.forEach((s) => off.delete(s));
}
