import { vi } from 'vitest';
import type { UserProfile } from '../../../../shared/accounts';
import type { FormField } from '../../../../shared/berkas/form-fields';
import { initialVerifiers, type SubmissionStatus } from '../../../../shared/berkas/status';
import type { StoredFileInfo } from '../../../../shared/berkas/stored-file';
import type { Submission } from '../../../../shared/berkas/submission';
import { emptyStatusCounts, type WorkQueue } from '../../../../shared/berkas/work-queue';
import type { Backend, LiveObserver } from '../../backend/contract';
import { fakeBackend, testUser } from '../admin-shell/admin-test-utils';

export function submission(overrides: Partial<Submission> = {}): Submission {
  return {
    id: 's1',
    ticketId: 'BEM-2026-00001',
    answers: { namaKegiatan: 'Seminar Nuklir', penyelenggara: 'HIMA TKN' },
    namaKegiatan: 'Seminar Nuklir',
    penyelenggara: 'HIMA TKN',
    currentStatus: 'Diajukan' as SubmissionStatus,
    verifiers: initialVerifiers(),
    finalResponse: null,
    createdAt: '2026-11-20T03:00:00.000Z',
    updatedAt: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

export function field(overrides: Partial<FormField> & Pick<FormField, 'id'>): FormField {
  return {
    label: `Pertanyaan ${overrides.id}`,
    fieldName: `kolom_${overrides.id}`,
    type: 'text',
    placeholder: '',
    required: false,
    step: 1,
    options: [],
    defaultValue: '',
    position: 0,
    ...overrides,
  };
}

/** A backend for the panel and the form manager; `tick()` announces a change. */
/** Where the fake backend says the public site is (not the test page's own origin). */
export const PUBLIC_ORIGIN = 'https://bem.example';

export function berkasBackend(options: {
  user?: UserProfile;
  items?: Submission[];
  total?: number;
  fields?: FormField[];
  /** The detail's stored files by link. */
  files?: Record<string, StoredFileInfo>;
  workQueue?: WorkQueue;
}) {
  const items = options.items ?? [];
  let changes: LiveObserver<{ version: number }> | undefined;
  const berkasAdmin = {
    list: vi.fn(async (filter: { limit: number }) => ({
      items: items.slice(0, filter.limit),
      total: options.total ?? items.length,
    })),
    counts: vi.fn(async () => {
      const counts = emptyStatusCounts();
      for (const item of items) {
        counts[item.currentStatus] += 1;
        counts.total += 1;
      }
      return counts;
    }),
    workQueue: vi.fn(
      async (): Promise<WorkQueue> =>
        options.workQueue ?? {
          verifier: null,
          waiting: null,
          readyForApproval: null,
          awaitingFinal: null,
        },
    ),
    watchChanges: vi.fn((observer: LiveObserver<{ version: number }>) => {
      changes = observer;
      observer.next({ version: 1 });
      return () => {};
    }),
    detail: vi.fn(async (id: string) => ({
      submission: items.find((s) => s.id === id) ?? submission({ id }),
      events: [
        { action: 'Pengajuan dibuat', oleh: 'Publik', timestamp: '2026-11-20T03:00:00.000Z' },
      ],
      versions: [],
      files: options.files ?? {},
    })),
    verify: vi.fn(async (id: string) => submission({ id })),
    approve: vi.fn(async (id: string) => submission({ id })),
    finish: vi.fn(async (id: string) => submission({ id })),
    downloadFile: vi.fn(async () => ({ blob: new Blob(['x']), name: null as string | null })),
  } satisfies Backend['berkasAdmin'];
  // Kelola Form Berkas and the answers' labels read the form-fields collection.
  const fieldsObservers = new Set<LiveObserver<FormField[]>>();
  const watchFields = (_resource: unknown, observer: LiveObserver<FormField[]>) => {
    fieldsObservers.add(observer);
    observer.next(options.fields ?? []);
    return () => fieldsObservers.delete(observer);
  };
  const resources = {
    watch: vi.fn(watchFields),
    watchAll: vi.fn(watchFields),
    create: vi.fn(async () => field({ id: 'baru' })),
    update: vi.fn(async (_resource: unknown, id: string) => field({ id })),
    remove: vi.fn(async () => {}),
    reorder: vi.fn(async () => options.fields ?? []),
  };
  const backend = fakeBackend(options.user ?? testUser(), {
    berkasAdmin,
    resources: resources as unknown as Backend['resources'],
    publicOrigin: () => PUBLIC_ORIGIN,
  });
  return {
    backend,
    berkasAdmin,
    resources,
    tick: () => changes?.next({ version: 2 }),
    pushFields: (fields: FormField[]) => fieldsObservers.forEach((o) => o.next(fields)),
  };
}
