import type { FormField } from '../../../../shared/berkas/form-fields';
import { emptyAnswers, hasEntered, type WizardAnswers } from './wizard-state';

/**
 * The wizard's unsent answers, kept in the browser so a reload or a closed tab loses nothing but
 * the uploaded files (their contents are never stored: too large, and not ours to keep).
 */
export const DRAFT_KEY = 'bem-km:berkas-ajukan:draft';
const DRAFT_VERSION = 1;

/** The stored shape; the version lets a later shape ignore this one instead of misreading it. */
interface StoredDraft {
  version: typeof DRAFT_VERSION;
  answers: WizardAnswers;
}

/** localStorage, or null where the browser refuses it (private modes, disabled storage). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entries of a stored record that have the right type; file contents are left out. */
function entries<T extends string | boolean>(
  value: unknown,
  type: 'string' | 'boolean',
  keep: (key: string) => boolean,
): Record<string, T> {
  const kept: Record<string, T> = {};
  if (!isRecord(value)) return kept;
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== type || !keep(key)) continue;
    if (typeof entry === 'string' && entry.startsWith('data:')) continue;
    kept[key] = entry as T;
  }
  return kept;
}

/** Answers without file contents, and only for `fields` when they are given. */
export function draftAnswers(value: unknown, fields?: readonly FormField[]): WizardAnswers {
  if (!isRecord(value)) return emptyAnswers();
  const names = fields && new Set(fields.map((field) => field.fieldName));
  const keep = (key: string) => !names || names.has(key);
  return {
    values: entries<string>(value.values, 'string', keep),
    links: entries<string>(value.links, 'string', keep),
    useLink: entries<boolean>(value.useLink, 'boolean', keep),
  };
}

/** The kept answers, or null when there are none (or they are unreadable or of another version). */
export function readDraft(storage: Storage | null): WizardAnswers | null {
  let parsed: unknown;
  try {
    const raw = storage?.getItem(DRAFT_KEY);
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.version !== DRAFT_VERSION) return null;
  return draftAnswers(parsed.answers);
}

export function clearDraft(storage: Storage | null): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** Keeps the answers for today's fields; nothing entered means no draft at all. */
export function saveDraft(
  storage: Storage | null,
  fields: readonly FormField[],
  answers: WizardAnswers,
): void {
  const kept = draftAnswers(answers, fields);
  if (!hasEntered(fields, kept)) {
    clearDraft(storage);
    return;
  }
  const draft: StoredDraft = { version: DRAFT_VERSION, answers: kept };
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or refused storage only costs the draft; the answers on screen stay.
  }
}
