// Preloaded into an API process of the benchmark (node --import tsx --import this file): turns
// off the speed-ups named in BENCH_SPEED_UPS_OFF (comma-separated), so that the process serves
// their plain forms and the bench can compare both in one run.
import { SPEED_UPS, turnOff } from '../../apps/api/src/platform/list/speed-ups.ts';

const named = (process.env.BENCH_SPEED_UPS_OFF ?? '').split(',').filter(Boolean);
const unknown = named.filter((n) => !SPEED_UPS.includes(n));
if (unknown.length > 0) throw new Error(`Unknown speed-ups: ${unknown.join(', ')}`);
turnOff(...named);
