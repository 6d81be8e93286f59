import {
  featuredServicesHistoryText,
  featuredServicesInput,
  generalSettingsDocSchema,
  resolveGeneralSettings,
  type GeneralSettings,
  type GeneralSettingsDoc,
} from '../../shared/settings';
import { LIVE_TOPICS } from '../../shared/live';
import type { StoredUser } from '../accounts/user-repository';
import type { Db } from '../db/database';
import type { DocumentRepository } from '../db/documents';
import type { HistoriService } from '../histori/histori-service';
import { parseInput } from '../http/app-error';
import type { LiveHub } from '../live/live-hub';

const GENERAL_PATH = 'settings/general';

export interface SettingsService {
  getGeneral(): GeneralSettings;
  /** Replaces settings/general; a field left out falls back to its default. */
  replaceGeneral(doc: GeneralSettingsDoc): GeneralSettings;
  /**
   * Kelola Layanan's switch of the "Layanan Digital Terpadu" group: that one field changes, the
   * rest of the document stays, and the change is in the activity history.
   */
  setFeaturedServices(actor: StoredUser, body: unknown): GeneralSettings;
}

export function createSettingsService(deps: {
  db: Db;
  documents: DocumentRepository;
  histori: HistoriService;
  hub: LiveHub;
}): SettingsService {
  const { documents, hub } = deps;
  const readDoc = (): GeneralSettingsDoc | undefined => {
    const stored = documents.read(GENERAL_PATH);
    if (stored === undefined) return undefined;
    // A document that no longer matches the schema is treated as absent rather than crashing reads.
    const parsed = generalSettingsDocSchema.safeParse(stored);
    return parsed.success ? parsed.data : undefined;
  };
  return {
    getGeneral: () => resolveGeneralSettings(readDoc()),
    replaceGeneral(doc) {
      const valid = generalSettingsDocSchema.parse(doc);
      documents.write(GENERAL_PATH, valid);
      hub.publish(LIVE_TOPICS.generalSettings);
      return resolveGeneralSettings(valid);
    },
    setFeaturedServices(actor, body) {
      const { isPublishedFeaturedServices } = parseInput(featuredServicesInput, body);
      const next = deps.db.transaction(() => {
        const doc: GeneralSettingsDoc = { ...readDoc(), isPublishedFeaturedServices };
        documents.write(GENERAL_PATH, doc);
        deps.histori.record(actor, featuredServicesHistoryText(isPublishedFeaturedServices));
        return doc;
      })();
      hub.publish(LIVE_TOPICS.generalSettings);
      return resolveGeneralSettings(next);
    },
  };
}
