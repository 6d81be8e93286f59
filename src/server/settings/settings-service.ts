import {
  evotingPublishedHistoryText,
  evotingPublishedInput,
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
  /** Manajemen E-Voting's switch of the E-Voting button (the master's), with its history entry. */
  setEvotingPublished(actor: StoredUser, body: unknown): GeneralSettings;
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
  /** One field of the document changes, the rest stays; the change is in the history. */
  const writeField = (
    actor: StoredUser,
    field: GeneralSettingsDoc,
    historyText: string,
  ): GeneralSettings => {
    const next = deps.db.transaction(() => {
      const doc: GeneralSettingsDoc = { ...readDoc(), ...field };
      documents.write(GENERAL_PATH, doc);
      deps.histori.record(actor, historyText);
      return doc;
    })();
    hub.publish(LIVE_TOPICS.generalSettings);
    return resolveGeneralSettings(next);
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
      return writeField(
        actor,
        { isPublishedFeaturedServices },
        featuredServicesHistoryText(isPublishedFeaturedServices),
      );
    },
    setEvotingPublished(actor, body) {
      const { isEvotingPublished } = parseInput(evotingPublishedInput, body);
      return writeField(
        actor,
        { isEvotingPublished },
        evotingPublishedHistoryText(isEvotingPublished),
      );
    },
  };
}
