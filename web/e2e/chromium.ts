/**
 * The system Chromium (never a downloaded browser) and the flags it runs with, for the browser tests
 * (playwright.config.ts) and the ledger scrolling bench (bench/ledger-scroll.ts).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
