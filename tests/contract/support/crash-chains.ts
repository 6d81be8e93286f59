/**
 * The crash-safety test's load: chains of writes, each chain sequential (so its expectations
 * are simple), the chains concurrent. Every kind of durable write the server has is here; the
 * route list in crash-safety.test.ts names which chain covers which route.
 */
import { asUpload, pdfBytes, sha256, type CrashHttp, type Reply } from './crash-http';
import {
  changing,
  type FieldExpect,
  type Ledger,
  type SubmissionExpect,
  type UserExpect,
} from './crash-ledger';

export interface ChainContext {
  http: CrashHttp;
  ledger: Ledger;
  /** The master account's session cookie. */
  master: string;
  /** A unique tag for names and e-mails of this chain and iteration. */
  tag: () => string;
  /** Counts an acknowledged write of `route`. */
  ack: (route: string) => void;
  /** Reads a reset link the server wrote to its outbox for `email`. */
  resetToken: (email: string) => string;
}

const VERIFIERS = ['sekjend', 'kemendagri', 'kemenkeu', 'banggar'] as const;

async function write(
  ctx: ChainContext,
  route: string,
  path: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<Reply> {
  const [method] = route.split(' ');
  const reply = await ctx.http.write(method!, path, { cookie: ctx.master, ...options });
  ctx.ack(route);
  return reply;
}

/** Intake with a file, a revision asked and sent with a new file, four verifications, ACC, a letter. */
export async function berkasChain(ctx: ChainContext): Promise<void> {
  const nama = `Uji Crash ${ctx.tag()}`;
  const answers = {
    namaKegiatan: nama,
    penyelenggara: 'Hima TKN',
    jenisBerkas: 'Proposal Kegiatan',
    tanggalKegiatan: '2026-12-05',
    kontak: '081234567890',
  };
  const first = pdfBytes();
  const intake = await write(ctx, 'POST /api/berkas/intake', '/api/berkas/intake', {
    cookie: '',
    body: { ...answers, berkasPengajuan: asUpload(first, `proposal ${ctx.tag()}.pdf`) },
  });
  const data = (intake.body as { data: { ticketId: string; revisionCode: string } }).data;
  const found = await ctx.http.request(
    'GET',
    `/api/berkas/submissions?q=${encodeURIComponent(nama)}`,
    {
      cookie: ctx.master,
    },
  );
  const id = (found.body as { items: { id: string }[] }).items[0]!.id;
  const record: SubmissionExpect = {
    ticket: data.ticketId,
    id,
    revisionCode: data.revisionCode,
    events: 0,
    fileShas: [sha256(first)],
    pending: new Set(),
  };
  ctx.ledger.submissions.push(record);

  const action = (body: Record<string, string>) =>
    changing(record, 'events', async () => {
      await write(
        ctx,
        'POST /api/berkas/submissions/:id/verification',
        `/api/berkas/submissions/${id}/verification`,
        { body },
      );
      record.events += 1;
    });

  await action({ action: 'request-revision', verifier: 'kemenkeu', catatan: 'Lengkapi RAB.' });
  const second = pdfBytes();
  await changing(record, 'events', async () => {
    await write(ctx, 'POST /api/berkas/revision', '/api/berkas/revision', {
      cookie: '',
      body: {
        ticketId: record.ticket,
        revisionCode: record.revisionCode,
        answers: { ...answers, berkasPengajuan: asUpload(second, 'proposal-revisi.pdf') },
      },
    });
    record.events += 1;
    record.fileShas.push(sha256(second));
  });
  for (const verifier of VERIFIERS) await action({ action: 'verify', verifier });
  await changing(record, 'events', async () => {
    await write(
      ctx,
      'POST /api/berkas/submissions/:id/approve',
      `/api/berkas/submissions/${id}/approve`,
      { body: {} },
    );
    record.events += 1;
  });
  const letter = pdfBytes();
  await changing(record, 'events', async () => {
    await write(
      ctx,
      'POST /api/berkas/submissions/:id/final',
      `/api/berkas/submissions/${id}/final`,
      {
        body: { catatan: 'Silakan dilaksanakan.', letter: asUpload(letter, 'Surat Balasan.pdf') },
      },
    );
    record.events += 1;
    record.letterSha = sha256(letter);
  });
}

/** Registrations, approval, role change, rejection, deletion, sign-in, profile, passwords, sign-out. */
export async function accountChain(ctx: ChainContext): Promise<void> {
  const tag = ctx.tag();
  const user = (prefix: string): UserExpect => {
    const record: UserExpect = {
      email: `${prefix}-${tag}@crash.test`.toLowerCase(),
      cycle: ctx.ledger.cycle,
      exists: true,
      password: 'SandiAwal-123',
      pending: new Set(['exists']),
    };
    ctx.ledger.users.set(record.email, record);
    return record;
  };
  const register = async (record: UserExpect, route: string, extra: Record<string, string>) => {
    await write(ctx, route, route.split(' ')[1]!, {
      cookie: '',
      body: { namaTampilan: 'Uji Crash', email: record.email, password: record.password, ...extra },
    });
    record.pending.delete('exists');
    record.role = route.endsWith('panitia') ? 'pending_panitia' : 'pending';
  };
  const a = user('a');
  await register(a, 'POST /api/auth/register', { kementerian: 'Sekretariat Jenderal' });
  const b = user('b');
  await register(b, 'POST /api/auth/register-panitia', { organisasi: 'Hima TKN' });
  const c = user('c');
  await register(c, 'POST /api/auth/register', { kementerian: 'Sekretariat Jenderal' });

  const list = await ctx.http.request('GET', '/api/users', { cookie: ctx.master });
  const ids = new Map(
    (list.body as { users: { id: string; email: string }[] }).users.map((u) => [u.email, u.id]),
  );
  const idOf = (record: UserExpect) => ids.get(record.email)!;

  await changing(a, 'role', async () => {
    await write(ctx, 'POST /api/users/:id/approve', `/api/users/${idOf(a)}/approve`, { body: {} });
    a.role = 'admin';
  });
  await changing(a, 'kementerian', async () => {
    await write(ctx, 'PATCH /api/users/:id', `/api/users/${idOf(a)}`, {
      body: { kementerian: 'Inspektorat Jenderal' },
    });
    a.kementerian = 'Inspektorat Jenderal';
  });
  await changing(b, 'exists', async () => {
    await write(ctx, 'POST /api/users/:id/reject', `/api/users/${idOf(b)}/reject`, { body: {} });
    b.exists = false;
  });
  await changing(c, 'exists', async () => {
    await write(ctx, 'DELETE /api/users/:id', `/api/users/${idOf(c)}`);
    c.exists = false;
  });

  const session = await changing(a, 'session', async () => {
    const reply = await write(ctx, 'POST /api/auth/login', '/api/auth/login', {
      cookie: '',
      body: { email: a.email, password: a.password },
    });
    const cookie = reply.headers.get('set-cookie')!.split(';')[0]!;
    a.session = { cookie, valid: true };
    return cookie;
  });
  await changing(a, 'name', async () => {
    await write(ctx, 'PATCH /api/profile', '/api/profile', {
      cookie: session,
      body: { namaTampilan: `Nama ${tag}` },
    });
    a.name = `Nama ${tag}`;
  });
  const changePassword = async (route: string, path: string, body: object, cookie: string) => {
    a.pendingPassword =
      (body as { newPassword?: string; password?: string }).newPassword ??
      (body as { password: string }).password;
    await changing(a, 'password', async () => {
      await write(ctx, route, path, { cookie, body });
      a.password = a.pendingPassword!;
    });
  };
  await changePassword(
    'POST /api/profile/password',
    '/api/profile/password',
    { currentPassword: a.password, newPassword: 'SandiKedua-456' },
    session,
  );
  await changing(a, 'session', async () => {
    await write(ctx, 'POST /api/auth/logout', '/api/auth/logout', { cookie: session, body: {} });
    a.session = { cookie: session, valid: false };
  });
  await write(ctx, 'POST /api/users/:id/reset-link', `/api/users/${idOf(a)}/reset-link`, {
    body: {},
  });
  await changePassword(
    'POST /api/auth/reset-password',
    '/api/auth/reset-password',
    { token: ctx.resetToken(a.email), password: 'SandiKetiga-789' },
    '',
  );
}

/** Kelola Form Berkas: a new (optional) question, its label edited, the order reversed, deleted. */
export async function formChain(ctx: ChainContext): Promise<void> {
  const tag = ctx.tag().replace(/[^A-Za-z0-9]/g, '_');
  const input = (label: string) => ({
    label,
    fieldName: `uji_${tag}`,
    type: 'text',
    placeholder: '',
    required: false,
    step: 3,
    options: [],
    defaultValue: '',
  });
  const created = await write(ctx, 'POST /api/berkas/form-fields', '/api/berkas/form-fields', {
    body: input(`Uji ${tag}`),
  });
  const id = (created.body as { item: { id: string } }).item.id;
  const field: FieldExpect = { id, exists: true, label: `Uji ${tag}`, pending: new Set() };
  ctx.ledger.fields.set(id, field);

  field.pendingLabel = `Uji ${tag} diubah`;
  await changing(field, 'label', async () => {
    await write(ctx, 'PATCH /api/berkas/form-fields/:id', `/api/berkas/form-fields/${id}`, {
      body: input(field.pendingLabel!),
    });
    field.label = field.pendingLabel!;
  });

  const list = await ctx.http.request('GET', '/api/berkas/form-fields');
  const ids = (list.body as { items: { id: string }[] }).items.map((f) => f.id).reverse();
  const order = (ctx.ledger.order ??= { ids: [] });
  order.pending = ids;
  await write(ctx, 'PUT /api/berkas/form-fields/order', '/api/berkas/form-fields/order', {
    body: { ids },
  });
  order.ids = ids;
  delete order.pending;

  await changing(field, 'exists', async () => {
    await write(ctx, 'DELETE /api/berkas/form-fields/:id', `/api/berkas/form-fields/${id}`);
    field.exists = false;
  });
}
