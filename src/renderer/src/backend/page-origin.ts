/**
 * The origin of the page the renderer runs in; empty where there is no page (the contract tests
 * run the adapters in Node).
 */
export const pageOrigin = (): string =>
  (globalThis as { location?: { origin: string } }).location?.origin ?? '';
