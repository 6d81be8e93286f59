import * as z from 'zod/mini';
import { describeChanges } from '../../shared/histori/record-changes';
import { LIVE_TOPICS } from '../../shared/live';
import {
  resolveScSettings,
  SC_SETTINGS_HISTORY,
  scSettingsInput,
  scSettingsProblem,
  type ScSettings,
} from '../../shared/sc/sc-settings';
import type { StoredUser } from '../accounts/user-repository';
import type { Db } from '../db/database';
import type { DocumentRepository } from '../db/documents';
import type { HistoriService } from '../histori/histori-service';
import { AppError, parseInput } from '../http/app-error';
import type { LiveHub } from '../live/live-hub';

/** Stored like settings/general: one document (src/server/db/documents.ts). */
const SC_SETTINGS_PATH = 'settings/peminjaman-sc';

/** A stored document read field by field: a field that no longer fits falls back alone. */
const storedSchema = z.partial(scSettingsInput);

/** The form's labels, for the edit's history entry (which fields changed, before and after). */
const LABELS: Readonly<Record<keyof ScSettings, string>> = {
  jamBuka: 'Jam buka',
  jamTutup: 'Jam tutup',
  narahubungNama: 'Nama narahubung',
  narahubungNomor: 'Nomor WhatsApp',
  narahubungTemplate: 'Template pesan',
  infoJudul: 'Judul informasi',
  infoKonten: 'Isi informasi',
  prosedurJudul: 'Judul prosedur',
  prosedurKonten: 'Isi prosedur',
  pertanyaanSetuju: 'Pernyataan persetujuan',
  pertanyaanTanggungJawab: 'Pernyataan tanggung jawab',
};

/**
 * The loans' settings (sc-settings.ts): read by everyone with the defaults for whatever was never
 * saved; written by the 'peminjaman-sc' area, whole, with a history entry in the same
 * transaction; the live topic told after the commit.
 */
export function createScSettingsService(deps: {
  db: Db;
  documents: DocumentRepository;
  histori: HistoriService;
  hub: LiveHub;
}) {
  const get = (): ScSettings => {
    const stored = deps.documents.read(SC_SETTINGS_PATH);
    const parsed = stored === undefined ? undefined : storedSchema.safeParse(stored);
    return resolveScSettings(parsed?.success ? parsed.data : undefined);
  };
  return {
    get,
    save(actor: StoredUser, body: unknown): ScSettings {
      const next = parseInput(scSettingsInput, body);
      const problem = scSettingsProblem(next);
      if (problem)
        throw new AppError('VALIDATION', 400, problem.message, {
          [problem.field]: problem.message,
        });
      deps.db.transaction(() => {
        const before = get();
        deps.documents.write(SC_SETTINGS_PATH, next);
        deps.histori.record(actor, SC_SETTINGS_HISTORY, describeChanges(before, next, LABELS));
      })();
      deps.hub.publish(LIVE_TOPICS.scSettings);
      return next;
    },
    /** The demo's settings (seeding), without an actor. */
    replace(settings: ScSettings): void {
      deps.documents.write(SC_SETTINGS_PATH, scSettingsInput.parse(settings));
      deps.hub.publish(LIVE_TOPICS.scSettings);
    },
  };
}

export type ScSettingsService = ReturnType<typeof createScSettingsService>;
