/** Debian's chromium; never a downloaded browser. Shared by the e2e config and the Lighthouse bench. */
export const chromiumExecutablePath = '/usr/bin/chromium';

/** Launch flags for a sandbox-less container: no GPU, no QUIC, no background traffic to Google. */
export const chromiumFlags: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
