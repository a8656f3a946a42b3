import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { InFlight } from './in-flight.ts';

/** A piece of work that runs until `finish` is called. */
function gated() {
  let finish = () => undefined as void;
  const gate = new Promise<void>((resolve) => (finish = resolve));
  return { finish, work: () => gate.then(() => 'done') };
}

const settledYet = async (p: Promise<unknown>) => {
  let settled = false;
  void p.then(() => (settled = true));
  await new Promise((r) => setTimeout(r, 20));
  return settled;
};

describe('work in flight at shutdown', () => {
  it('is waited for, and work that would start afterwards is refused with 503', async () => {
    const inFlight = new InFlight();
    const under = gated();
    const running = inFlight.run(under.work);
    const drained = inFlight.drained(10_000);
    expect(await settledYet(drained)).toBe(false);
    under.finish();
    await drained;
    expect(await running).toBe('done');
    let started = false;
    const late = inFlight.run(() => {
      started = true;
      return Promise.resolve();
    });
    await expect(late).rejects.toBeInstanceOf(AppError);
    await expect(late).rejects.toMatchObject({ status: 503 });
    expect(started).toBe(false);
  });

  it('refuses the second part of a request whose first part ended before shutdown', async () => {
    // A request's authentication and its handler are counted apart: between the two nothing is
    // under way, and the database may close then.
    const inFlight = new InFlight();
    await inFlight.run(() => Promise.resolve('authenticated'));
    await inFlight.drained(10_000);
    await expect(inFlight.run(() => Promise.resolve('handled'))).rejects.toMatchObject({ status: 503 });
  });

  it('stops waiting after the time limit for work that does not end', async () => {
    const inFlight = new InFlight();
    void inFlight.run(gated().work);
    await expect(inFlight.drained(30)).resolves.toBeUndefined();
  });
});
