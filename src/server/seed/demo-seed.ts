import type { Db } from '../db/database';
import type { PortalServices } from '../app';

const SEEDED_KEY = 'demo_seeded_at';

/**
 * Fills an empty data dir with demo content. It runs once: the marker stays even if an operator
 * later deletes the demo rows, so a restart never brings them back.
 */
export function seedDemoData(db: Db, services: PortalServices): boolean {
  const already = db.prepare('SELECT 1 FROM meta WHERE key = ?').get(SEEDED_KEY);
  if (already) return false;
  db.transaction(() => {
    services.settings.replaceGeneral({ isEvotingPublished: true });
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(
      SEEDED_KEY,
      new Date().toISOString(),
    );
  })();
  return true;
}
