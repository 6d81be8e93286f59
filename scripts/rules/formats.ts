import { isCalendarDate } from '../../src/shared/calendar-date';
import { isWallClock } from '../../src/shared/agenda/wall-clock';
import { isWebUrl } from '../../src/shared/content-text';
import { isInstagramLink as isNewsInstagramLink } from '../../src/shared/content/news';
import {
  isEmailAddress,
  isInstagramLink as isOrganisationInstagramLink,
  isPhoneNumber,
} from '../../src/shared/direktori/organisations';
import { hasHiddenCharacters } from '../../src/shared/file-name';
import { FIREBASE_IMAGE_URL } from '../../src/shared/images/image-ref';
import { isProkerPeriod } from '../../src/shared/keterbukaan/proker-values';
import { isServiceLink } from '../../src/shared/layanan/service-links';
import { isHttpLink } from '../../src/shared/safe-links';
import { INSTAGRAM_HANDLE } from '../../src/shared/struktur/struktur';
import { all, any, named, plain, type Cond, type SharedValue } from './ir';
import { rulesPattern } from './regex';
import { NEWS, TEXT } from './shared-values';

/**
 * What the rules check for a check JSON Schema cannot carry (a z.refine: a date that exists, a
 * link a URL parser accepts…), in the rules' terms: the form of the text, as far as a regular
 * expression can tell. The adapter runs the real check before every write; these keep a client
 * that skips the adapter from storing what a page would trust. An entry of entries.ts names the
 * format of each refined field.
 *
 * Each has samples it must accept and refuse, and the shared check it stands for, which must
 * decide the samples alike (tests/lint/firestore-rules-ir.test.ts).
 */
export interface Format {
  /** Written once as `function fn(v)` in the generated part and called, or inline without. */
  fn?: string;
  /** Conditions on a text (the schema's own checks come first). */
  cond: Cond;
  about: string;
  samples: { accept: readonly string[]; refuse: readonly string[] };
  /** The shared check it stands for. */
  shared?: (text: string) => boolean;
}

const matches = (pattern: string): Cond => ({ kind: 'matches', pattern: plain(pattern) });
const empty: Cond = { kind: 'equals', value: '' };
const emptyOr = (cond: Cond): Cond => any([empty, cond]);
const maxLength = (limit: SharedValue): Cond => ({
  kind: 'length',
  bound: 'max',
  n: named<number>(limit),
});
const string: Cond = { kind: 'type', type: 'string' };

const DAY = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
const HTTP = '^https?://[^\\s]+$';
const orEmpty = (test: (s: string) => boolean) => (s: string) => s === '' || test(s);

export const FORMATS = {
  day: {
    cond: matches(DAY),
    about: "isCalendarDate: YYYY-MM-DD (that the day exists is the adapter's check)",
    samples: { accept: ['2026-03-07'], refuse: ['', '2026-3-7', '07-03-2026', '2026-03-07T00'] },
    shared: isCalendarDate,
  },
  optionalDay: {
    cond: emptyOr(matches(DAY)),
    about: 'empty, or isCalendarDate',
    samples: { accept: ['', '2025-08-02'], refuse: ['2025/08/02', ' '] },
    shared: orEmpty(isCalendarDate),
  },
  httpLink: {
    cond: all([maxLength(TEXT.link), matches(HTTP)]),
    about: 'isHttpLink: an http(s) address without spaces, never javascript: or data:',
    samples: {
      accept: ['https://example.ac.id/a.pdf', 'http://example.ac.id'],
      refuse: ['', 'javascript:alert(1)', 'data:text/html,hai', 'https://a b.id'],
    },
    shared: isHttpLink,
  },
  optionalHttpLink: {
    cond: all([maxLength(TEXT.link), emptyOr(matches(HTTP))]),
    about: 'empty, or isHttpLink',
    samples: {
      accept: ['', 'https://example.ac.id/sop.pdf'],
      refuse: ['javascript:alert(1)', 'data:text/html,hai', 'ftp://example.ac.id'],
    },
    shared: orEmpty(isHttpLink),
  },
  optionalWebLink: {
    cond: emptyOr(matches('^https?://[^\\s]+[.][^\\s]+$')),
    about: 'empty, or isWebUrl: an http(s) address on a host with a dot',
    samples: {
      accept: ['', 'https://www.linkedin.com/in/bagus'],
      refuse: ['javascript:alert(1)', 'data:text/html,hai', 'https://localhost'],
    },
    shared: orEmpty(isWebUrl),
  },
  newsInstagram: {
    cond: all([
      maxLength(NEWS.linkMax),
      emptyOr(matches('^https://(www[.])?instagram[.]com/[^\\s]*$')),
    ]),
    about: 'empty, or isInstagramLink of news.ts: https on instagram.com',
    samples: {
      accept: ['', 'https://www.instagram.com/p/abc/', 'https://instagram.com/bemkm'],
      refuse: ['http://instagram.com/bemkm', 'https://evil.com/instagram.com', 'javascript:x'],
    },
    shared: orEmpty(isNewsInstagramLink),
  },
  organisationEmail: {
    cond: all([maxLength(TEXT.email), emptyOr(matches('^[^\\s@]+@[^\\s@]+[.][^\\s@]+$'))]),
    about: 'empty, or isEmailAddress',
    samples: { accept: ['', 'seni@example.ac.id'], refuse: ['seni@example', 'a b@c.id', '@c.id'] },
    shared: orEmpty(isEmailAddress),
  },
  organisationPhone: {
    cond: emptyOr(matches('^[+]?[0-9][0-9 -]{7,19}$')),
    about: 'empty, or isPhoneNumber: 8 to 20 digits, spaces, + or -',
    samples: {
      accept: ['', '081234567890', '+62 812-3456-7890'],
      refuse: ['1234567', '08123456789a', '-081234567'],
    },
    shared: orEmpty(isPhoneNumber),
  },
  organisationInstagram: {
    cond: all([
      maxLength(TEXT.link),
      emptyOr(matches('^https://(www[.])?instagram[.]com(/[^\\s]*)?$')),
    ]),
    about: 'empty, or isInstagramLink of organisations.ts: https on instagram.com',
    samples: {
      accept: ['', 'https://www.instagram.com/ujilayang'],
      refuse: ['http://instagram.com/x', 'https://instagram.com.evil.id/x'],
    },
    shared: orEmpty(isOrganisationInstagramLink),
  },
  instagramHandle: {
    cond: matches('^(@?[A-Za-z0-9._]+)?$'),
    about: 'empty, or an Instagram handle with or without its @ (INSTAGRAM_HANDLE)',
    samples: { accept: ['', '@bem.km', 'bem_km'], refuse: ['bem km', '@@bem', 'https://x'] },
    shared: orEmpty((s) => INSTAGRAM_HANDLE.test(s.replace(/^@/, ''))),
  },
  serviceLink: {
    cond: matches('^https://[^/?#@\\s]+([/?#].*)?$'),
    about: 'isServiceLink: https, without credentials',
    samples: {
      accept: ['https://forms.office.com/r/uji', 'https://example.org'],
      refuse: ['http://example.org', 'https://user@example.org/', 'javascript:alert(1)'],
    },
    shared: isServiceLink,
  },
  plainText: {
    cond: { kind: 'matches', pattern: named<string>(TEXT.hidden), negate: true },
    about: 'no hidden character (hasHiddenCharacters of file-name.ts)',
    samples: { accept: ['AD/ART KM', 'Surat “resmi”'], refuse: ['a\u202eb', 'a\u200bb', 'a\nb'] },
    shared: (s) => !hasHiddenCharacters(s),
  },
  plainFileName: {
    cond: all([
      { kind: 'trimmed' },
      { kind: 'matches', pattern: plain('[.].*'), negate: true },
      { kind: 'matches', pattern: named<string>(TEXT.forbidden), negate: true },
    ]),
    about: 'as plainFileName makes it: trimmed, no leading dot, no hidden or path character',
    samples: {
      accept: ['sop.pdf', 'SK Pengurus 2026.pdf'],
      refuse: [' sop.pdf', '.pdf', 'a/b.pdf'],
    },
  },
  prokerPeriod: {
    cond: matches('^[0-9]{4}/[0-9]{4}$'),
    about: "isProkerPeriod's form (its consecutive years: isProkerPeriod, hand-written)",
    samples: { accept: ['2025/2026'], refuse: ['2025-2026', '25/26', ''] },
    shared: isProkerPeriod,
  },
  slug: {
    cond: matches('^[a-z0-9]+(-[a-z0-9]+)*$'),
    about: 'what uniqueSlug makes: lower-case words joined by single hyphens',
    samples: { accept: ['rapat-pleno-2026'], refuse: ['', 'Rapat', 'rapat--pleno', '-rapat'] },
  },
  isoInstant: {
    fn: 'isIsoInstant',
    cond: all([
      string,
      matches('^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([.][0-9]{3})?Z$'),
    ]),
    about: "an instant as toISOString writes it (the stamp's clock)",
    samples: {
      accept: ['2026-03-07T03:04:05.678Z', '2026-03-07T03:04:05Z'],
      refuse: ['2026-03-07', '2026-03-07T03:04:05+07:00', ''],
    },
  },
  wallClock: {
    fn: 'isWallClock',
    cond: all([
      string,
      matches('^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]$'),
    ]),
    about:
      "isWallClock: Asia/Jakarta YYYY-MM-DDTHH:mm (that the day exists is the adapter's check)",
    samples: {
      accept: ['2026-03-07T08:00', '2026-12-31T23:59'],
      refuse: ['2026-03-07 08:00', '2026-13-01T08:00', '2026-03-07T24:00', '2026-03-07T08:00:00'],
    },
    shared: isWallClock,
  },
  storageImageUrl: {
    fn: 'isStorageImageUrl',
    cond: all([string, maxLength(TEXT.link), matches(rulesPattern(FIREBASE_IMAGE_URL.source))]),
    about: 'FIREBASE_IMAGE_URL of image-ref.ts: our own Cloud Storage image, never another link',
    samples: {
      accept: [
        'https://firebasestorage.googleapis.com/v0/b/bem-km.appspot.com/o/images%2FAAAAAAAAAAAAAAAAAAAAAA.webp?alt=media&token=ab-12',
      ],
      refuse: [
        '/api/images/AAAAAAAAAAAAAAAAAAAAAA.webp',
        'https://evil.example/o/images%2FAAAAAAAAAAAAAAAAAAAAAA.webp?alt=media',
      ],
    },
    shared: (s) => FIREBASE_IMAGE_URL.test(s),
  },
  recordId: {
    cond: matches('^[A-Za-z0-9_-]+$'),
    about: 'a record id as the backends draw them',
    samples: { accept: ['divisi-1', 'AbC_09'], refuse: ['', 'a b', 'a/b'] },
  },
} satisfies Record<string, Format>;
