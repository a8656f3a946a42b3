/*
 * The list machinery's one public face: paging, totals (kept counts, counts by day, "more than"),
 * name search and deep pages (docs/architecture.md › The list machinery). An area's repository
 * declares its list here (`defineList`: columns, filters, sorts, how its total is found) and asks
 * it for pages; everything else in this folder is the machinery's own.
 */
export { defineList } from './defined-list.ts';
export { filter, filterValues, oneOf, scopeFilters, type Filter } from './filter.ts';
export { mergeCounts } from './list-totals.repository.ts';
export { oneTable, pageIds } from './list.ts';
export { hasWords, wordsStarting, type NameWords } from './name-prefixes.ts';
export type { NameColumns } from './name-search.ts';
