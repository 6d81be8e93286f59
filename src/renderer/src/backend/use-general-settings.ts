import type { GeneralSettings } from '../../../shared/settings';
import type { Backend, LiveObserver } from './contract';
import type { LiveState } from './live-value-cache';
import { useLiveValue } from './use-live-value';

const openGeneralSettings = (backend: Backend, observer: LiveObserver<GeneralSettings>) =>
  backend.settings.watchGeneral(observer);

/** settings/general, live. `value` is undefined until the first snapshot arrives. */
export function useGeneralSettings(): LiveState<GeneralSettings> {
  return useLiveValue('settings/general', openGeneralSettings);
}
