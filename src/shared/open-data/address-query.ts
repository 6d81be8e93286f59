/**
 * Read access to a list page's address query: URLSearchParams in the browser, and on the server
 * the request's query made into one, so both read the same address the same way.
 */
export interface SearchParamsLike {
  get(name: string): string | null;
}
