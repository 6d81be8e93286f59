import type {
  AnggaranFilter,
  AnggaranPage,
  AnggaranPageQuery,
} from '../../../shared/keterbukaan/anggaran-list';
import type { AnggaranOverview } from '../../../shared/keterbukaan/anggaran-overview';
import type { LiveObserver, Unsubscribe } from './live-observer';
import type { OpenDataFormat } from './open-data';

/**
 * What visitors read of Transparansi Anggaran (/keterbukaan-informasi/anggaran): a page of
 * programmes at a time, the overview beside it, and the open-data download of a filtered list.
 * Writes go through the generic resource capability (anggaranResource, standarBiayaResource).
 */
export interface AnggaranApi {
  /** One page of 10 programmes for the query, live. */
  watchPage(query: AnggaranPageQuery, observer: LiveObserver<AnggaranPage>): Unsubscribe;
  /** The summary over every programme, the filter choices and the latest SBM, live. */
  watchSummary(observer: LiveObserver<AnggaranOverview>): Unsubscribe;
  /** Every programme the filter matches (not only a page), as a CSV or JSON file. */
  exportTable(filter: AnggaranFilter, format: OpenDataFormat): Promise<Blob>;
}
