import type { PembinaInput } from '../../../../shared/struktur/struktur';
import { pembinaResource } from '../../../../shared/struktur/struktur-resources';
import { ManagerSection } from '../../ui/admin-kit/ManagerPage';
import { RecordEditorModal } from '../../ui/admin-kit/RecordEditorModal';
import { ManagedSortableList } from '../../ui/admin-kit/SortableList';
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
  const manager = useResourceManager(pembinaResource, 'Pembina');
  const records = manager.records;
  return (
    <>
      {/* Outside the section: its editor must open on an empty list too. */}
      <ManagerSection
        manager={manager}
        title="Pembina Organisasi"
        headingOrder={2}
        addLabel="Tambah Pembina"
        onAdd={() => manager.add(NEW_PEMBINA)}
        empty="Belum ada pembina."
        remove={manager.removeDialog(
          'Hapus pembina?',
          (record) => `"${record.nama}" akan dihapus dari halaman Struktur.`,
        )}
      >
        <ManagedSortableList
          manager={manager}
          items={records ?? []}
          label="Daftar pembina"
          nameOf={(p) => p.nama}
        >
          {(p) => <PersonRow nama={p.nama} jabatan={p.jabatan} foto={p.foto} />}
        </ManagedSortableList>
      </ManagerSection>
      <RecordEditorModal manager={manager} noun="Pembina">
        {(form) => <PembinaFields form={form} />}
      </RecordEditorModal>
    </>
  );
}
