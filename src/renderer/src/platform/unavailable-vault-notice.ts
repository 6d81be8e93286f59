import type { SessionVault, VaultLoadResult, VaultWriteResult } from '../../../shared/platform';

/**
 * The vault, telling `notice` the first time it answers that the OS has no keychain (on load or
 * save). The session itself carries on in memory; only the user needs to know it will not survive
 * closing the app. Once per vault, so once per app run.
 */
export function withUnavailableNotice(vault: SessionVault, notice: () => void): SessionVault {
  let told = false;
  const watch = <R extends VaultLoadResult | VaultWriteResult>(result: R): R => {
    if (!result.ok && result.reason === 'unavailable' && !told) {
      told = true;
      notice();
    }
    return result;
  };
  return {
    load: () => vault.load().then(watch),
    save: (secret) => vault.save(secret).then(watch),
    clear: () => vault.clear(),
  };
}
