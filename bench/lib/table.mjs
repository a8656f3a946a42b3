// Small formatting helpers shared by the benchmark suites.

/** Prints rows (arrays of cells) under a header as an aligned text table; numeric-looking cells align right. */
export function printTable(header, rows, { indent = '  ' } = {}) {
  const all = [header, ...rows].map((r) => r.map((c) => String(c ?? '')));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i]?.length ?? 0)));
  const numeric = (s) => /^[\d.,]+\s*(%|ms|s|B|KB|KiB|MB|req\/s)?$/.test(s);
  const line = (r) =>
    indent +
    r
      .map((c, i) => (numeric(c) && i > 0 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(all[0]));
  console.log(indent + widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of all.slice(1)) console.log(line(r));
}

/** 1234 -> "1.21 KiB" */
export function formatBytes(n) {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(2)} KiB`;
  return `${(n / 1024 / 1024).toFixed(2)} MiB`;
}

/** 12345.6 -> "12,346" */
export const formatInt = (n) => Math.round(n).toLocaleString('en-US');
