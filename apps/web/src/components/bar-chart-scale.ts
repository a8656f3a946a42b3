/** Integer ticks from 0 to at least `max`, about `count` steps of 1, 2 or 5 times a power of ten. */
export function integerTicks(max: number, count = 4): number[] {
  const raw = Math.max(max, 1) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

/** Average width of a 12px character of the axis font, enough to keep labels from overlapping. */
const CHAR_WIDTH = 7;

/** Every how many bars an x label fits: 1 when all fit, 2 for every other one, and so on. */
export function labelStep(labels: readonly string[], band: number): number {
  const widest = Math.max(0, ...labels.map((l) => l.length)) * CHAR_WIDTH + 8;
  return Math.max(1, Math.ceil(widest / Math.max(band, 1)));
}
