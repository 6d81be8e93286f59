import type { GeneralSettings } from '../../../shared/settings';
import type { LiveTopic } from '../../../shared/live';
import type { Backend, LiveObserver } from './contract';
import type { LiveState } from './live-value-cache';
import { useLiveValue } from './use-live-value';

const openGeneralSettings = (backend: Backend, observer: LiveObserver<GeneralSettings>) =>
  backend.settings.watchGeneral(observer);

/**
 * settings/general, live. `value` is undefined until the first snapshot arrives. The public
 * layout needs it on the first load, so it uses the primitive under useLiveQuery rather than the
 * query table; the key is the same, so both share one subscription.
 */
export function useGeneralSettings(): LiveState<GeneralSettings> {
  return useLiveValue('settings/general' satisfies LiveTopic, openGeneralSettings);
}
