import { describe, expect, it } from 'vitest';
import { AWAITING_CORE_POLL_MS, pollWhileAwaitingCore } from './awaiting-core';

describe('polling while the core carries out a decision', () => {
  it('polls while any record shown awaits the core, and not otherwise', () => {
    expect(pollWhileAwaitingCore([{ awaitingCore: false }, { awaitingCore: true }])).toBe(
      AWAITING_CORE_POLL_MS,
    );
    expect(pollWhileAwaitingCore([{ awaitingCore: false }])).toBe(false);
    expect(pollWhileAwaitingCore([])).toBe(false);
    expect(pollWhileAwaitingCore([undefined])).toBe(false);
    expect(pollWhileAwaitingCore(undefined)).toBe(false);
  });
});
