import type { PortalServices } from './app';
import { createDocumentRepository } from './db/documents';
import type { Db } from './db/database';
import { LiveHub } from './live/live-hub';
import { createSettingsService } from './settings/settings-service';

/** Wires the domain services onto one database connection and one change hub. */
export function createServices(db: Db): PortalServices {
  const hub = new LiveHub();
  const documents = createDocumentRepository(db);
  return {
    hub,
    settings: createSettingsService(documents, hub),
  };
}
