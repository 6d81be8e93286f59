import type { PembinaInput } from '../../../../shared/struktur/struktur';
import { pembinaResource } from '../../../../shared/struktur/struktur-resources';
import { ManagerSection } from '../../ui/admin-kit/ManagerPage';
import { RecordButtons } from '../../ui/admin-kit/RecordButtons';
import { RecordEditorModal } from '../../ui/admin-kit/RecordEditorModal';
import { SortableList } from '../../ui/admin-kit/SortableList';
import { useResourceManager } from '../../ui/admin-kit/use-resource-manager';
import { PembinaFields } from './PersonFields';
import { PersonRow } from './PersonRow';

const NEW_PEMBINA: PembinaInput = {
  nama: '',
  jabatan: 'Pembina BEM KM',
  bidang: '',
  linkedin: '',
  scholar: '',
  foto: null,
};

/** Pembina Organisasi, in the order the page shows them. */
export function PembinaSection() {
  const manager = useResourceManager(pembinaResource, {
    created: 'Pembina ditambahkan.',
    updated: 'Pembina disimpan.',
    removed: 'Pembina dihapus.',
  });
  const records = manager.records;
  return (
    <>
      {/* Outside the section: its editor must open on an empty list too. */}
      <ManagerSection
        title="Pembina Organisasi"
        headingOrder={2}
        addLabel="Tambah Pembina"
        onAdd={() => manager.add(NEW_PEMBINA)}
        canAdd={!!records && !manager.busy}
        loading={!records}
        error={manager.error}
        empty="Belum ada pembina."
        isEmpty={records?.length === 0}
        remove={manager.removeDialog(
          'Hapus pembina?',
          (record) => `"${record.nama}" akan dihapus dari halaman Struktur.`,
        )}
      >
        <SortableList
          items={records ?? []}
          label="Daftar pembina"
          nameOf={(p) => p.nama}
          busy={manager.busy}
          onReorder={(ids) => void manager.reorder(ids)}
          actions={(p) => (
            <RecordButtons
              name={p.nama}
              onEdit={() => manager.edit(p)}
              onDelete={() => manager.askRemove(p)}
            />
          )}
        >
          {(p) => <PersonRow nama={p.nama} jabatan={p.jabatan} foto={p.foto} />}
        </SortableList>
      </ManagerSection>
      <RecordEditorModal
        resource={pembinaResource}
        noun="Pembina"
        draft={manager.editing}
        onClose={manager.closeEditor}
        onSave={manager.save}
      >
        {(form) => <PembinaFields form={form} />}
      </RecordEditorModal>
    </>
  );
}
