import { findElectronBinary } from './electron-binary';

/** Says up front whether the desktop suite runs here, and if not, why. */
export default function globalSetup(): void {
  const binary = findElectronBinary();
  console.log(
    'path' in binary
      ? `Uji aplikasi desktop memakai Electron di ${binary.path}`
      : `Uji aplikasi desktop dilewati: ${binary.reason}`,
  );
}
