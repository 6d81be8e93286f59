import { newFieldDefaults, type FormField } from '../../../../shared/berkas/form-fields';
import { formFieldsResource } from '../../../../shared/berkas/form-fields-resource';
import { ManagerPage } from '../../ui/admin-kit/ManagerPage';
import { useResourceManager } from '../../ui/admin-kit/use-resource-manager';
import { FieldEditorModal } from './FieldEditorModal';
import { FieldList } from './FieldList';

/** Kelola Form Berkas (SPEC.md §2): the wizard's questions, live; add, edit, delete, reorder. */
export default function KelolaFormBerkasPage() {
  const manager = useResourceManager(formFieldsResource, {
    created: 'Pertanyaan baru ditambahkan.',
    updated: 'Pertanyaan disimpan.',
    removed: 'Pertanyaan dihapus.',
  });
  const fields = manager.records;
  const editing = manager.editing;

  return (
    <>
      {/* Outside the section: its editor must open on an empty list too. */}
      <ManagerPage
        manager={manager}
        title="Kelola Form Berkas"
        addLabel="Tambah Pertanyaan"
        // SPEC.md §9's defaults are the editor's starting values; nothing is stored until Simpan.
        onAdd={() => manager.add(newFieldDefaults(fields ?? []))}
        hint="Seret baris atau gunakan tombol Naik/Turun untuk mengubah urutan pertanyaan."
        empty="Belum ada pertanyaan."
        remove={manager.removeDialog(
          'Hapus pertanyaan?',
          (record) => `Pertanyaan "${record.label}" akan dihapus dari formulir pengajuan.`,
        )}
      >
        <FieldList
          fields={fields ?? []}
          busy={manager.busy}
          onReorder={(ids) => void manager.reorder(ids)}
          onEdit={(field: FormField) => manager.edit(field)}
          onDelete={(field: FormField) => manager.askRemove(field)}
        />
      </ManagerPage>
      <FieldEditorModal
        draft={editing && { id: editing.id, values: editing.values }}
        draftKey={editing?.key ?? ''}
        opened={editing?.open ?? false}
        onClose={manager.closeEditor}
        onSave={manager.save}
      />
    </>
  );
}
