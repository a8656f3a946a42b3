// Types of chromium.mjs for the TypeScript of the browser tests.
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
