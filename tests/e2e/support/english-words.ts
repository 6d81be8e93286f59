/**
 * The rule "no English word in the interface, visible or announced" (issue 35): the English words
 * an interface tends to slip in (a library's defaults, a label written in a hurry), and the words
 * the specification itself writes in its labels, which stay.
 *
 * Words that are Indonesian too are not listed: agenda, status, total, detail, filter, menu,
 * data, program, item (KBBI lists it; the labels say "butir" or name what is counted anyway),
 * formulir's "form", "No." (nomor), "Online", "Tim". Nor are the loanwords ORIGINAL.md's own
 * screens use as Indonesian usage has them: "Check-in"/"Check-out" of the sports-centre
 * attendance, "voting" (SPEC.md's "E-Voting" too), "Website". "Event" is listed: the portal says
 * "pemilihan" or "kegiatan", which is what it means.
 */
export const ENGLISH_UI_WORDS: ReadonlySet<string> = new Set([
  // Calendars and dates (react-big-calendar, @mantine/dates, dayjs without its locale).
  'month',
  'months',
  'week',
  'weeks',
  'day',
  'days',
  'today',
  'yesterday',
  'tomorrow',
  'date',
  'time',
  'event',
  'events',
  'view',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'january',
  'february',
  'march',
  'may',
  'june',
  'july',
  'august',
  'october',
  'december',
  // Navigation, pagination, dialogs.
  'back',
  'next',
  'previous',
  'prev',
  'first',
  'last',
  'page',
  'close',
  'open',
  'dismiss',
  'expand',
  'collapse',
  'toggle',
  'navigation',
  'home',
  'about',
  'help',
  'settings',
  'profile',
  // Actions.
  'export',
  'import',
  'search',
  'submit',
  'cancel',
  'confirm',
  'save',
  'delete',
  'remove',
  'add',
  'new',
  'update',
  'select',
  'clear',
  'copy',
  'copied',
  'share',
  'print',
  'send',
  'download',
  'upload',
  'show',
  'hide',
  'more',
  'less',
  'sign',
  'register',
  'username',
  'user',
  'yes',
  // States and messages.
  'loading',
  'items',
  'results',
  'result',
  'nothing',
  'found',
  'empty',
  'error',
  'success',
  'warning',
  'required',
  'optional',
  'image',
  'photo',
  // Glue words: a sentence left in English.
  'the',
  'and',
  'of',
  'with',
  'your',
  'please',
]);

/**
 * Words SPEC.md writes in its exact texts, which therefore stay English-looking: "Login" and
 * "Logout" (top navigation), "Dashboard Admin" / "Admin Dashboard" (navigation and the admin
 * shell's mobile header), "Login Staf/Admin" (berkas hub), "Edit Profil", "E-Voting" and
 * "Manajemen E-Voting", "Label Pertanyaan Baru", "Link reset password berhasil dikirim. Silakan
 * cek inbox dan folder spam Anda.", "Ukuran file terlalu besar … 'Gunakan Tautan'". None of them
 * is in ENGLISH_UI_WORDS except through this list, which documents why they pass.
 */
export const SPEC_WORDS: ReadonlySet<string> = new Set([
  'login',
  'logout',
  'dashboard',
  'admin',
  'edit',
  'e-voting',
  'voting',
  'label',
  'link',
  'reset',
  'password',
  'inbox',
  'spam',
  'file',
]);

export interface EnglishFinding {
  word: string;
  /** Where the text was met: "teks", "aria-label", "title", "placeholder", "alt", … */
  where: string;
  text: string;
}

/** Letters, with hyphenated compounds ("E-Voting", "Check-in") kept whole. */
const WORD = /\p{L}+(?:-\p{L}+)*/gu;

/**
 * The English words of `text`: each word and each part of a hyphenated compound is looked up,
 * unless the compound itself is one SPEC.md writes. Only words written as words are read
 * (lower case, Capitalised or UPPER CASE), so an identifier or a code such as "xDaYq" is not.
 */
export function englishWordsIn(text: string): string[] {
  const found: string[] = [];
  for (const [token] of text.matchAll(WORD)) {
    const lower = token.toLowerCase();
    if (SPEC_WORDS.has(lower)) continue;
    for (const part of [lower, ...(lower.includes('-') ? lower.split('-') : [])]) {
      if (ENGLISH_UI_WORDS.has(part) && !SPEC_WORDS.has(part) && writtenAsWord(token)) {
        found.push(part);
        break;
      }
    }
  }
  return found;
}

function writtenAsWord(token: string): boolean {
  return token.split('-').every((part) => /^(\p{Lu}?\p{Ll}+|\p{Lu}+)$/u.test(part));
}

/** Every English word of every text met, with where it was met. */
export function englishFindings(
  texts: readonly { where: string; text: string }[],
): EnglishFinding[] {
  return texts.flatMap(({ where, text }) =>
    englishWordsIn(text).map((word) => ({ word, where, text: text.trim().slice(0, 120) })),
  );
}

/** One line a finding, for a failure message. */
export function describeFindings(page: string, findings: readonly EnglishFinding[]): string {
  return findings.map((f) => `${page}: "${f.word}" in ${f.where}: "${f.text}"`).join('\n');
}
