import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { FIELD_MESSAGES, formFieldInputSchema } from '../../shared/berkas/form-fields';
import { LIVE_TOPICS } from '../../shared/live';
import type { FormFieldRepository } from '../berkas/form-field-repository';
import { AppError, parseInput } from '../http/app-error';
import { requireAdminArea } from '../http/auth-context';
import { FORM_FIELD_BODY_LIMIT } from '../http/body-limits';
import { access } from '../http/route-access';
import type { HistoriService } from '../histori/histori-service';
import type { LiveHub } from '../live/live-hub';

const idParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
const orderBody = z.object({
  ids: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(500)),
});

/** Kelola Form Berkas: Sekretariat Jenderal and master, checked with the sidebar's own rule. */
export function registerFormFieldRoutes(
  app: FastifyInstance,
  deps: { fields: FormFieldRepository; histori: HistoriService; hub: LiveHub },
): void {
  const { fields } = deps;
  // Checked before the body is read (access-control.ts) as well as in each handler.
  const early = {
    config: { access: access.area('kelola-form-berkas') },
    bodyLimit: FORM_FIELD_BODY_LIMIT,
  };
  const changed = () => deps.hub.publish(LIVE_TOPICS.formFields);
  const checked = (body: unknown, exceptId?: string) => {
    const input = parseInput(formFieldInputSchema, body);
    if (fields.fieldNameTaken(input.fieldName, exceptId)) {
      throw new AppError('VALIDATION', 400, FIELD_MESSAGES.fieldNameTaken, {
        fieldName: FIELD_MESSAGES.fieldNameTaken,
      });
    }
    if (input.type === 'select' && input.options.length === 0) {
      throw new AppError('VALIDATION', 400, 'Pertanyaan pilihan membutuhkan minimal satu opsi.', {
        options: 'Isi minimal satu opsi.',
      });
    }
    return input;
  };

  app.post('/api/berkas/form-fields', early, async (request, reply) => {
    const actor = requireAdminArea(request, 'kelola-form-berkas');
    const field = fields.insert(checked(request.body));
    deps.histori.record(actor, `Tambah pertanyaan formulir berkas "${field.label}"`);
    changed();
    return reply.status(201).send({ field });
  });

  app.patch('/api/berkas/form-fields/:id', early, async (request) => {
    const actor = requireAdminArea(request, 'kelola-form-berkas');
    const { id } = parseInput(idParams, request.params);
    if (!fields.find(id)) throw new AppError('NOT_FOUND', 404, 'Pertanyaan tidak ditemukan.');
    const field = fields.update(id, checked(request.body, id))!;
    deps.histori.record(actor, `Edit pertanyaan formulir berkas "${field.label}"`);
    changed();
    return { field };
  });

  app.delete('/api/berkas/form-fields/:id', early, async (request, reply) => {
    const actor = requireAdminArea(request, 'kelola-form-berkas');
    const { id } = parseInput(idParams, request.params);
    const field = fields.find(id);
    if (!field || !fields.remove(id))
      throw new AppError('NOT_FOUND', 404, 'Pertanyaan tidak ditemukan.');
    deps.histori.record(actor, `Hapus pertanyaan formulir berkas "${field.label}"`);
    changed();
    return reply.status(204).send();
  });

  app.put('/api/berkas/form-fields/order', early, async (request) => {
    const actor = requireAdminArea(request, 'kelola-form-berkas');
    const { ids } = parseInput(orderBody, request.body);
    const existing = fields.list().map((f) => f.id);
    const samePermutation =
      ids.length === existing.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => existing.includes(id));
    if (!samePermutation)
      throw new AppError(
        'VALIDATION',
        400,
        'Urutan harus memuat setiap pertanyaan tepat satu kali.',
      );
    fields.reorder(ids);
    deps.histori.record(actor, 'Ubah urutan pertanyaan formulir berkas');
    changed();
    return { fields: fields.list() };
  });
}
