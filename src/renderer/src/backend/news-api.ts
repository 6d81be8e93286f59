import type { NewsPage, NewsPageQuery, NewsRecord } from '../../../shared/content/news-pages';
import type { LiveObserver, Unsubscribe } from './live-observer';

/**
 * What visitors read of the news, page by page (never the whole collection). Writes go through
 * the generic resource capability (newsResource).
 */
export interface NewsApi {
  /** One page of published cards for the query, live. */
  watchPage(query: NewsPageQuery, observer: LiveObserver<NewsPage>): Unsubscribe;
  /** The published item with this slug, live; null when there is none (or it is a draft). */
  watchDetail(slug: string, observer: LiveObserver<NewsRecord | null>): Unsubscribe;
}
