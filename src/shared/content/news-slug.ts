/**
 * The address of a news item, /berita/{slug}: made once from its title when it is first saved and
 * kept after (a link shared in a chat must keep working when the title is corrected), unique
 * among the others by a number suffix.
 */

export const NEWS_SLUG_MAX = 80;
export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lower-case ASCII words joined by hyphens; accents folded, other characters dropped. */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' dan ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > NEWS_SLUG_MAX) break;
    slug = next;
  }
  // A title of symbols only, or one first word longer than the limit.
  return slug || words[0]?.slice(0, NEWS_SLUG_MAX) || 'berita';
}

/** The title's slug, or it with the smallest number suffix not taken yet. */
export function uniqueSlug(title: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base = slugify(title);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, NEWS_SLUG_MAX - suffix.length).replace(/-$/, '')}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
