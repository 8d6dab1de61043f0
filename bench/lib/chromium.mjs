// @ts-check
// The Chromium the browser benches drive (Debian's), headless and quiet.
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
