// Steps shared by the support and reports browser tests.

/** A day as the date inputs take it (YYYY-MM-DD, UTC), `days` before today. */
export const daysAgo = (days: number): string =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
