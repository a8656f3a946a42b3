// Authenticator codes for the browser tests: each code is accepted once, so every sign-in takes a
// step no earlier one used (the server accepts T-1..T+1), waiting only when T+1 is taken too. T-1
// is taken only while the step has more than MARGIN_S to run, so that it is still T at the server.
import { generate } from 'otplib';
import { setTimeout as sleep } from 'node:timers/promises';

const STEP_S = 30;
const MARGIN_S = 10;
const usedSteps = new Map<string, number>();

export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const seconds = Date.now() / 1000;
    const now = Math.floor(seconds / STEP_S);
    const earliest = seconds % STEP_S < STEP_S - MARGIN_S ? now - 1 : now;
    const step = Math.max(earliest, (usedSteps.get(secret) ?? -1) + 1);
    if (step <= now + 1) {
      usedSteps.set(secret, step);
      return generate({ secret, epoch: step * STEP_S });
    }
    await sleep(1000);
  }
}

/** A well-formed code that is not valid now (none of the accepted steps gives it). */
export async function wrongCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000 / STEP_S);
  const valid = new Set(
    await Promise.all([-2, -1, 0, 1, 2].map((d) => generate({ secret, epoch: (now + d) * STEP_S }))),
  );
  for (let n = 0; ; n++) {
    const code = String((123456 + n * 7919) % 1_000_000).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}
