import type {
  RisalahFilter,
  RisalahPage,
  RisalahPageQuery,
} from '../../../shared/keterbukaan/risalah-list';
import type { LiveObserver, Unsubscribe } from './live-observer';
import type { OpenDataFormat } from './open-data';

/**
 * What visitors read of the meeting minutes: final ones only, a page at a time, and their open
 * data. Writes go through the generic resource capability (risalahResource).
 */
export interface RisalahApi {
  /** One page of final minutes for the search, live (a minute marked final appears at once). */
  watchPage(query: RisalahPageQuery, observer: LiveObserver<RisalahPage>): Unsubscribe;
  /** Every final minute the search matches, as a CSV or JSON file. */
  download(filter: RisalahFilter, format: OpenDataFormat): Promise<Blob>;
}
