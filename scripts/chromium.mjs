// Debian's Chromium as the browser tests and the browser bench drive it (playwright-core), headless.
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** No sandbox (run as root in a container), no GPU, and nothing that reaches the network on its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
