import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_MESSAGES, type ActivityRecord } from '../../../../shared/agenda/activities';
import type { AnyResource } from '../../../../shared/resources/resource';
import type { Backend, LiveObserver } from '../../backend/contract';
import { render, screen, userEvent, within } from '../../test/render';
import { fakeBackend, testUser } from '../admin-shell/admin-test-utils';
import KelolaPenanggalanPage from './KelolaPenanggalanPage';

const TONIGHT: ActivityRecord = {
  id: 'malam-keakraban',
  position: 0,
  namaKegiatan: 'Malam Keakraban HIMA TKN',
  mulai: '2026-11-28T19:00',
  selesai: '2026-11-28T22:00',
  tempat: 'Aula',
  penyelenggara: 'HIMA TKN',
  penyelenggaraId: '',
  keterangan: '',
  sasaran: '',
};

function calendarBackend() {
  const data: Record<string, unknown[]> = { penanggalan: [TONIGHT], organisasi: [] };
  const watch = (resource: AnyResource, observer: LiveObserver<unknown>) => {
    observer.next(data[resource.name] ?? []);
    return () => {};
  };
  const resources = { watch, watchAll: watch, create: vi.fn(), update: vi.fn(), remove: vi.fn() };
  return fakeBackend(testUser({ kementerian: 'Kementerian Dalam Negeri' }), {
    resources: resources as unknown as Backend['resources'],
  });
}

/** The form's new activity starts today at 08:00 (Asia/Jakarta). */
async function openNewActivity(at: string) {
  vi.setSystemTime(new Date(at));
  const user = userEvent.setup();
  render(<KelolaPenanggalanPage />, { backend: calendarBackend() });
  await user.click(await screen.findByRole('button', { name: 'Tambah Kegiatan' }));
  return screen.findByRole('dialog', { name: 'Tambah Kegiatan' });
}

describe('Kelola Penanggalan', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says so when a new activity starts in the past (12.00 WIB, start 08.00)', async () => {
    const dialog = await openNewActivity('2026-11-28T05:00:00Z');
    expect(within(dialog).getByRole('status')).toHaveTextContent(ACTIVITY_MESSAGES.startsInPast);
  });

  it('says nothing of the kind before the start (07.00 WIB, start 08.00)', async () => {
    const dialog = await openNewActivity('2026-11-28T00:00:00Z');
    expect(within(dialog).getByLabelText(/Mulai/)).toBeInTheDocument();
    expect(within(dialog).queryByText(ACTIVITY_MESSAGES.startsInPast)).toBeNull();
  });

  it("leads from an activity's detail to it on /agenda", async () => {
    vi.setSystemTime(new Date('2026-11-28T05:00:00Z'));
    const user = userEvent.setup();
    render(<KelolaPenanggalanPage />, { backend: calendarBackend() });
    await user.click(
      await screen.findByRole('button', { name: 'Detail: Malam Keakraban HIMA TKN' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Malam Keakraban HIMA TKN' });
    expect(within(dialog).getByRole('link', { name: 'Lihat di Agenda' })).toHaveAttribute(
      'href',
      '/agenda?kegiatan=malam-keakraban',
    );
  });
});
