import type { AsetExportFormat } from '../../../shared/keterbukaan/aset-export';
import type {
  AsetFilter,
  AsetPage,
  AsetPageQuery,
  AsetRecord,
} from '../../../shared/keterbukaan/aset-list';
import type { LiveObserver, Unsubscribe } from './live-observer';

/**
 * What visitors read of the inventory (src/shared/keterbukaan/aset-list.ts): the cards a query
 * shows, one published asset, the location choices and the open-data download, all answered by
 * the backend from published assets only. Writes go through the generic resource capability
 * (asetResource).
 */
export interface AsetApi {
  /** The first `halaman × 9` published cards the query matches, with the total, live. */
  watchPage(query: AsetPageQuery, observer: LiveObserver<AsetPage>): Unsubscribe;
  /** The published asset with this id, live; null when it is private or does not exist. */
  watchDetail(id: string, observer: LiveObserver<AsetRecord | null>): Unsubscribe;
  /** Every published asset's location, once, A to Z: the location filter's choices, live. */
  watchLokasi(observer: LiveObserver<string[]>): Unsubscribe;
  /** Every published asset the filter matches, as a CSV or JSON file (open data). */
  exportFile(filter: AsetFilter, format: AsetExportFormat): Promise<Blob>;
}
