import { TEXT_LIMITS } from './limits';

/**
 * One rule for every file name the portal stores or serves (issue 33, item 4): uploads, reply
 * letters, documents' PDFs. A name is shown in the panel, sent back in Content-Disposition and
 * saved by the secretariat's Windows PCs, so it must read as what it is: `laporan‮fdp.pdf`
 * (U+202E) must not pass for `laporanpdf.exe`, a CR/LF must not end a header, a name must be
 * saveable. A file's name from the user's computer is made plain, never refused for it; a name
 * someone types is refused instead (hasHiddenCharacters), so what they see is what is stored.
 */

/** Longest name kept: most file systems' limit (the length checks refuse longer ones first). */
export const FILE_NAME_MAX_CHARS = TEXT_LIMITS.fileName;

/** What a name with nothing readable left is called. */
export const FILE_NAME_FALLBACK = 'berkas';

// Characters that are not there to the eye yet change how the rest reads: format characters
// (bidi embeddings, overrides and isolates, LRM/RLM/ALM, zero-width characters, the BOM, the
// soft hyphen, tag characters) and lone halves of a surrogate pair (no character at all, and
// encodeURIComponent throws on them). Taken out.
const INVISIBLE = /[\p{Cf}\p{Cs}]/gu;
// Characters that break a line or a header: C0 and C1 controls (CR, LF, TAB, NUL, DEL…), the
// line and paragraph separators. A space instead, so the words on either side stay apart.
const BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
// A folder on any system, and what Windows refuses in a name.
const UNSAVEABLE = /[/\\<>:"|?*]/g;
// Names Windows keeps for devices, whatever the extension: `con.pdf` cannot be saved.
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;
// A name that is only an extension once its leading dots go (`.pdf`): kept as `berkas.pdf`.
const ONLY_EXTENSION = /^\.+([\p{L}\p{N}]{1,9})$/u;
/** Longest extension (dot included) a cut keeps; a longer "extension" is part of the name. */
const EXTENSION_MAX_CHARS = 10;

/**
 * The same rule as the Firebase rules write it (RE2, which matches the whole string; no lone
 * surrogates exist there). firestore.rules copies them in functions marked `// shared:`.
 */
export const FILE_NAME_RULES = {
  /** Text holding a control, format or separator character. */
  hidden: '(?s).*[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}].*',
  /** A name holding one of those, a path separator or a character Windows refuses. */
  forbidden: '(?s).*[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}/\\\\<>:"|?*].*',
} as const;

/** True when the text holds a control, format, bidi or separator character (or a lone surrogate). */
export const hasHiddenCharacters = (text: string): boolean => HIDDEN.test(text);

/**
 * Text without hidden characters: the invisible ones removed, the breaking ones a space, runs of
 * spaces one, trimmed. For text stored before it was checked (a document's title).
 */
export function plainText(raw: string): string {
  return raw.replace(INVISIBLE, '').replace(BREAKING, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * `name` cut to `max` characters (whole code points, so an emoji is never split), its extension
 * kept after an ellipsis: `laporan-yang-sangat-panj….pdf`.
 */
function cutToLength(name: string, max: number): string {
  const chars = [...name];
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const tail = dot > 0 ? [...name.slice(dot)] : [];
  const extension = tail.length <= EXTENSION_MAX_CHARS && max - tail.length > 1 ? tail : [];
  return [...chars.slice(0, Math.max(0, max - extension.length - 1)), '…', ...extension].join('');
}

/**
 * A file name fit to store, list and hand to a browser: NFC; no control, format, bidi or
 * separator character; `/ \ < > : " | ? *` as `_`; one space between words; no leading dots or
 * spaces, no trailing ones (Windows drops them); not a Windows device name; at most `max`
 * characters with its extension kept; `berkas` when nothing readable is left.
 */
export function plainFileName(raw: string, max: number = FILE_NAME_MAX_CHARS): string {
  // NFC after the removals: taking a character out can join two that compose.
  let name = raw
    .replace(INVISIBLE, '')
    .replace(BREAKING, ' ')
    .replace(UNSAVEABLE, '_')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[. ]+$/, '');
  const extensionOnly = ONLY_EXTENSION.exec(name);
  name = extensionOnly
    ? `${FILE_NAME_FALLBACK}.${extensionOnly[1]}`
    : name.replace(/^[. ]+/, '') || FILE_NAME_FALLBACK;
  if (WINDOWS_DEVICE.test(name.split('.')[0]!.trimEnd())) name = `_${name}`;
  return cutToLength(name, max);
}
