import type { FastifyBaseLogger } from 'fastify';
import type { HistoriService } from '../histori/histori-service';
import type { FormFieldRepository } from './form-field-repository';

/** The activity history names the server itself as the actor of its own clean-ups. */
const SYSTEM_ACTOR = { id: 'sistem', kementerian: null, namaTampilan: 'Sistem', email: 'sistem' };

/**
 * At start-up: removes the questions an interrupted "Tambah Pertanyaan" of older versions left in
 * the public form (default label, never answered), each recorded in the activity history.
 * Runs before the server accepts requests, so no submission can arrive meanwhile.
 */
export function removeAbandonedNewQuestions(deps: {
  fields: FormFieldRepository;
  histori: HistoriService;
  log: FastifyBaseLogger;
}): number {
  const removed = deps.fields.removeAbandonedNewQuestions();
  for (const field of removed) {
    deps.histori.record(
      SYSTEM_ACTOR,
      `Hapus pertanyaan formulir berkas tanpa label "${field.fieldName}" yang belum pernah diisi`,
    );
  }
  if (removed.length > 0)
    deps.log.info({ removed: removed.map((f) => f.fieldName) }, 'Pertanyaan kosong dihapus');
  return removed.length;
}
