import { TEXT_LIMITS } from './limits';

/** An http(s) address, and nothing else (`javascript:`, `data:`, `mailto:` are refused). */
export function isHttpLink(value: string): boolean {
  if (value.length > TEXT_LIMITS.linkUrl || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
