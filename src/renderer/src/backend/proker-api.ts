import type {
  ProkerChoices,
  ProkerFilter,
  ProkerPage,
  ProkerPageQuery,
} from '../../../shared/keterbukaan/proker-list';
import type { LiveObserver, Unsubscribe } from './live-observer';
import type { OpenDataFormat } from './open-data';

/**
 * What visitors read of the work programmes, page by page (never the whole collection), and
 * their open data. Writes go through the generic resource capability (prokerResource).
 */
export interface ProkerApi {
  /** One page of programmes for the query, live. */
  watchPage(query: ProkerPageQuery, observer: LiveObserver<ProkerPage>): Unsubscribe;
  /** The periods and ministries that have programmes (the filter's choices), live. */
  watchChoices(observer: LiveObserver<ProkerChoices>): Unsubscribe;
  /** Every programme the filter matches, as a CSV or JSON file. */
  download(filter: ProkerFilter, format: OpenDataFormat): Promise<Blob>;
}
