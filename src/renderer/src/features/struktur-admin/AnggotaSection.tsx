import { Select } from '@mantine/core';
import { useState } from 'react';
import { orderWithinGroup, type AnggotaInput } from '../../../../shared/struktur/struktur';
import {
  strukturAnggotaResource,
  strukturDivisiResource,
} from '../../../../shared/struktur/struktur-resources';
import { useResourceList } from '../../backend/use-resource';
import { ManagerSection } from '../../ui/admin-kit/ManagerPage';
import { RecordEditorModal } from '../../ui/admin-kit/RecordEditorModal';
import { ManagedSortableList } from '../../ui/admin-kit/SortableList';
import { useResourceManager } from '../../ui/admin-kit/use-resource-manager';
import { AnggotaFields } from './PersonFields';
import { PersonRow } from './PersonRow';

/** Members whose division was removed: shown apart, so they can be moved. */
const NO_DIVISION = '__tanpa-divisi__';

const newAnggota = (divisiId: string): AnggotaInput => ({
  divisiId,
  nama: '',
  jabatan: '',
  prodi: '',
  angkatan: '',
  instagram: '',
  linkedin: '',
  foto: null,
});

/** The members of one division at a time, in their drag order within it. */
export function AnggotaSection() {
  const manager = useResourceManager(strukturAnggotaResource, 'Pengurus');
  const divisions = useResourceList(strukturDivisiResource, 'all').records;
  const [chosen, setChosen] = useState<string | null>(null);
  const known = new Set(divisions?.map((d) => d.id));
  const all = manager.records ?? [];
  const orphans = all.filter((m) => !known.has(m.divisiId));
  const options = [
    ...(divisions ?? []).map((d) => ({ value: d.id, label: d.nama })),
    ...(orphans.length > 0 ? [{ value: NO_DIVISION, label: 'Tanpa divisi' }] : []),
  ];
  const current = options.some((o) => o.value === chosen) ? chosen : (options[0]?.value ?? null);
  const inGroup = (m: { divisiId: string }) =>
    current === NO_DIVISION ? !known.has(m.divisiId) : m.divisiId === current;
  const shown = all.filter(inGroup);
  const currentLabel = options.find((o) => o.value === current)?.label ?? '';
  const divisionOptions = options.filter((o) => o.value !== NO_DIVISION);

  return (
    <>
      {/* Outside the section: its editor must open on an empty list too. */}
      <ManagerSection
        manager={manager}
        title="Pengurus"
        headingOrder={2}
        addLabel="Tambah Pengurus"
        onAdd={() => manager.add(newAnggota(current === NO_DIVISION ? '' : (current ?? '')))}
        canAdd={!!manager.records && !!divisions && divisions.length > 0 && !manager.busy}
        hint="Pimpinan (Presiden Mahasiswa, Menteri, Wakil Menteri, …) selalu tampil paling depan di halaman Struktur; urutan di sini berlaku di antara pimpinan dan di antara staf."
        toolbar={
          options.length > 0 && (
            <Select
              label="Divisi yang ditampilkan"
              data={options}
              value={current}
              onChange={setChosen}
              allowDeselect={false}
              maw={420}
            />
          )
        }
        loading={!manager.records || !divisions}
        empty={
          divisions?.length === 0
            ? 'Tambahkan divisi terlebih dahulu.'
            : `Belum ada pengurus di ${currentLabel}.`
        }
        isEmpty={shown.length === 0}
        remove={manager.removeDialog(
          'Hapus pengurus?',
          (record) => `"${record.nama}" akan dihapus dari halaman Struktur.`,
        )}
      >
        <ManagedSortableList
          manager={manager}
          items={shown}
          label={`Daftar pengurus ${currentLabel}`}
          nameOf={(m) => m.nama}
          onReorder={(ids) => void manager.reorder(orderWithinGroup(all, inGroup, ids))}
        >
          {(m) => <PersonRow nama={m.nama} jabatan={m.jabatan} foto={m.foto} />}
        </ManagedSortableList>
      </ManagerSection>
      <RecordEditorModal manager={manager} noun="Pengurus">
        {(form) => <AnggotaFields form={form} divisions={divisionOptions} />}
      </RecordEditorModal>
    </>
  );
}
