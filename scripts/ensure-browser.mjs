// Says where Chromium is, or exactly how to install it (exit 1).
import { findChromium, INSTALL_HINT } from './find-chromium.mjs';

const path = findChromium();
if (!path) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
console.log(`Chromium: ${path}`);
