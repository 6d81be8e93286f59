import { allSuitesRequired } from '../../scripts/require-all-suites.mjs';
import { findElectronBinary } from './electron-binary';

/**
 * Says up front whether the desktop suite runs here, and if not, why. Where every suite must run
 * (BEM_REQUIRE_ALL_SUITES=1, the GitHub Actions workflow), a missing binary fails the run.
 */
export default function globalSetup(): void {
  const binary = findElectronBinary();
  if ('path' in binary) {
    console.log(`Uji aplikasi desktop memakai Electron di ${binary.path}`);
    return;
  }
  if (allSuitesRequired()) {
    throw new Error(
      `BEM_REQUIRE_ALL_SUITES=1: uji aplikasi desktop wajib berjalan: ${binary.reason}`,
    );
  }
  console.log(`Uji aplikasi desktop dilewati: ${binary.reason}`);
}
