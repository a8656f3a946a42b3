// Kept apart from paging.ts, which builds zod schemas: the web reads these on pages that load no zod.
export const DEFAULT_PAGE = 0;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 500;
export const PAGE_SIZE_OPTIONS = [2, 10, 20, 30, 40, 50] as const;
