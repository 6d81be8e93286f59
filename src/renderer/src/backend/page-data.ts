import { PAGE_DATA_ELEMENT_ID, type PageSnapshots } from '../../../shared/page-render';

/**
 * The data the server rendered this page with (its JSON data block), so the app's first render
 * matches the HTML it takes over. Nothing, or anything unreadable, is no data: the live
 * subscriptions bring it a moment later anyway.
 */
export function readPageData(doc: Document): PageSnapshots {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as PageSnapshots) : {};
  } catch {
    return {};
  }
}
