import { formFieldsResource } from '../../../../shared/berkas/form-fields-resource';
import { describe, expect, it } from 'vitest';
import { newFieldDefaults } from '../../../../shared/berkas/form-fields';
import { BackendError } from '../../backend/backend-error';
import { render, screen, userEvent, waitFor, within } from '../../test/render';
import { testUser } from '../admin-shell/admin-test-utils';
import KelolaFormBerkasPage from './KelolaFormBerkasPage';
import { berkasBackend, field } from './testing';

const SEKJEN = testUser({ kementerian: 'Sekretariat Jenderal' });
const FIELDS = [
  field({ id: 'a', label: 'Nama Kegiatan', position: 0, required: true }),
  field({ id: 'b', label: 'Penyelenggara', position: 1 }),
  field({ id: 'c', label: 'Proposal', position: 2, type: 'file', step: 2 }),
];

describe('KelolaFormBerkasPage', () => {
  it('lists the fields by position; Tambah Pertanyaan opens the editor and stores nothing', async () => {
    const { backend, resources } = berkasBackend({ user: SEKJEN, fields: [...FIELDS].reverse() });
    const user = userEvent.setup();
    render(<KelolaFormBerkasPage />, { backend });
    const list = await screen.findByRole('list', { name: 'Daftar pertanyaan' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Nama Kegiatan', 'Penyelenggara', 'Proposal']);
    expect(screen.getByRole('link', { name: 'Kembali ke Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );

    await user.click(screen.getByRole('button', { name: 'Tambah Pertanyaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Pertanyaan' });
    // SPEC.md §9's defaults are the starting values.
    expect(within(dialog).getByLabelText(/^Label/)).toHaveValue('Label Pertanyaan Baru');
    expect(within(dialog).getByLabelText(/^Nama kolom \(tanpa spasi\)/)).toHaveValue('pertanyaan4');
    expect(within(dialog).getByRole('combobox', { name: 'Tipe' })).toHaveValue('Teks singkat');
    expect(within(dialog).getByLabelText('Langkah (1, 2 atau 3)')).toHaveValue('1');
    expect(within(dialog).getByRole('switch', { name: 'Wajib diisi' })).not.toBeChecked();
    expect(within(dialog).getByLabelText('Teks contoh')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resources.create).not.toHaveBeenCalled();
  }, 20_000);

  it('stores a new question only when saved with a real label', async () => {
    const { backend, resources } = berkasBackend({ user: SEKJEN, fields: FIELDS });
    const user = userEvent.setup();
    render(<KelolaFormBerkasPage />, { backend });
    await user.click(await screen.findByRole('button', { name: 'Tambah Pertanyaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Pertanyaan' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(
      await within(dialog).findAllByText(
        'Ganti "Label Pertanyaan Baru" dengan pertanyaan yang sebenarnya.',
      ),
    ).toHaveLength(1);
    expect(resources.create).not.toHaveBeenCalled();

    const label = within(dialog).getByLabelText(/^Label/);
    await user.clear(label);
    await user.type(label, 'Nomor Induk Mahasiswa');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(resources.create).toHaveBeenCalledWith(formFieldsResource, {
        ...newFieldDefaults(FIELDS),
        label: 'Nomor Induk Mahasiswa',
      }),
    );
    expect(resources.update).not.toHaveBeenCalled();
  }, 20_000);

  it('shows a taken column name once, on its input', async () => {
    const taken = 'Nama kolom sudah dipakai pertanyaan lain.';
    const { backend, resources } = berkasBackend({ user: SEKJEN, fields: FIELDS });
    resources.update.mockRejectedValueOnce(
      new BackendError('VALIDATION', taken, 400, { fieldName: taken }),
    );
    const user = userEvent.setup();
    render(<KelolaFormBerkasPage />, { backend });
    await user.click(await screen.findByRole('button', { name: 'Edit: Penyelenggara' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Pertanyaan' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findAllByText(taken)).toHaveLength(1);
    expect(within(dialog).getByLabelText(/^Nama kolom/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"Turun" saves the swapped order in one batch', async () => {
    const { backend, resources } = berkasBackend({ user: SEKJEN, fields: FIELDS });
    const user = userEvent.setup();
    render(<KelolaFormBerkasPage />, { backend });
    await user.click(await screen.findByRole('button', { name: 'Turun: Nama Kegiatan' }));
    await waitFor(() =>
      expect(resources.reorder).toHaveBeenCalledWith(formFieldsResource, ['b', 'a', 'c']),
    );
    expect(resources.reorder).toHaveBeenCalledTimes(1);
  });

  it('each row has a drag handle named after its question (dragging is tested in the browser)', async () => {
    const { backend } = berkasBackend({ user: SEKJEN, fields: FIELDS });
    render(<KelolaFormBerkasPage />, { backend });
    const list = await screen.findByRole('list', { name: 'Daftar pertanyaan' });
    const handles = within(list).getAllByRole('button', { name: /^Seret: / });
    expect(handles).toHaveLength(FIELDS.length);
    // @dnd-kit tells screen readers the handle lifts the row.
    expect(handles[0]).toHaveAttribute('aria-roledescription', 'sortable');
  });

  it('edits a field and shows the server message', async () => {
    const { backend, resources } = berkasBackend({ user: SEKJEN, fields: FIELDS });
    resources.update.mockRejectedValueOnce(
      new BackendError('VALIDATION', 'Nama kolom sudah dipakai.', 400),
    );
    const user = userEvent.setup();
    render(<KelolaFormBerkasPage />, { backend });
    await user.click(await screen.findByRole('button', { name: 'Edit: Penyelenggara' }));
    const dialog = await screen.findByRole('dialog');
    const label = within(dialog).getByLabelText(/^Label/);
    await user.clear(label);
    await user.type(label, 'Organisasi');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Nama kolom sudah dipakai.')).toBeVisible();
    expect(resources.update).toHaveBeenCalledWith(
      formFieldsResource,
      'b',
      expect.objectContaining({ label: 'Organisasi', fieldName: 'kolom_b', step: 1 }),
    );
  });

  it('deletes after confirmation', async () => {
    const { backend, resources } = berkasBackend({ user: SEKJEN, fields: FIELDS });
    const user = userEvent.setup();
    render(<KelolaFormBerkasPage />, { backend });
    await user.click(await screen.findByRole('button', { name: 'Hapus: Proposal' }));
    const dialog = await screen.findByRole('dialog');
    expect(resources.remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(resources.remove).toHaveBeenCalledWith(formFieldsResource, 'c'));
  });
  it('opens the editor on an empty form too', async () => {
    const { backend } = berkasBackend({ user: SEKJEN, fields: [] });
    const user = userEvent.setup();
    render(<KelolaFormBerkasPage />, { backend });
    expect(await screen.findByText('Belum ada pertanyaan.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah Pertanyaan' }));
    expect(await screen.findByRole('dialog', { name: 'Tambah Pertanyaan' })).toBeInTheDocument();
  });
});
