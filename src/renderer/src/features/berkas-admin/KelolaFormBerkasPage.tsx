import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  newFieldDefaults,
  type FormField,
  type FormFieldInput,
} from '../../../../shared/berkas/form-fields';
import { formFieldsResource } from '../../../../shared/berkas/form-fields-resource';
import { useResourceActions, useResourceList } from '../../backend/use-resource';
import { ConfirmModal } from '../../ui/feedback/ConfirmModal';
import { notifyError, notifySuccess } from './berkas-admin-ui';
import { FieldEditorModal, type FieldDraft } from './FieldEditorModal';
import { FieldList } from './FieldList';

/** Kelola Form Berkas (SPEC.md §2): the wizard's questions, live; add, edit, delete, reorder. */
export default function KelolaFormBerkasPage() {
  const { records: fields, error } = useResourceList(formFieldsResource, 'all');
  const actions = useResourceActions(formFieldsResource);
  const [busy, setBusy] = useState(false);
  // Modals keep their field after closing, so their text stays put during the transition.
  const [editing, setEditing] = useState<{ draft: FieldDraft; key: string; open: boolean } | null>(
    null,
  );
  const [drafts, setDrafts] = useState(0);
  const [deleting, setDeleting] = useState<{ field: FormField; open: boolean } | null>(null);
  const [removing, setRemoving] = useState(false);
  // The order just saved, shown until the live list catches up.
  const [pendingOrder, setPendingOrder] = useState<string[] | null>(null);

  const shown = orderBy(fields ?? [], pendingOrder);

  // SPEC.md §9's defaults are the editor's starting values; nothing is stored until Simpan.
  const add = () => {
    setDrafts((n) => n + 1);
    setEditing({
      draft: { id: null, values: newFieldDefaults(fields ?? []) },
      key: `baru-${drafts}`,
      open: true,
    });
  };

  const edit = (field: FormField) =>
    setEditing({ draft: { id: field.id, values: field }, key: field.id, open: true });

  const reorder = async (ids: string[]) => {
    setBusy(true);
    setPendingOrder(ids);
    try {
      await actions.reorder(ids);
    } catch (e) {
      notifyError(e);
    } finally {
      setPendingOrder(null);
      setBusy(false);
    }
  };

  const save = async (input: FormFieldInput) => {
    if (!editing) return;
    const { id } = editing.draft;
    if (id === null) {
      await actions.create(input);
      notifySuccess('Pertanyaan baru ditambahkan.');
    } else {
      await actions.update(id, input);
      notifySuccess('Pertanyaan disimpan.');
    }
  };

  const remove = async () => {
    if (!deleting?.open) return;
    setRemoving(true);
    try {
      await actions.remove(deleting.field.id);
      notifySuccess('Pertanyaan dihapus.');
      setDeleting((d) => d && { ...d, open: false });
    } catch (e) {
      notifyError(e);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Kembali ke Dashboard
        </Group>
      </Anchor>
      <Group justify="space-between">
        <Title order={1}>Kelola Form Berkas</Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          disabled={!fields || busy}
        >
          Tambah Pertanyaan
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Seret baris atau gunakan tombol Naik/Turun untuk mengubah urutan pertanyaan.
      </Text>
      {error && <Alert color="red">{error.message}</Alert>}
      {!fields ? (
        !error && (
          <Center py="xl">
            <Loader aria-label="Memuat pertanyaan" />
          </Center>
        )
      ) : shown.length === 0 ? (
        <Text c="dimmed">Belum ada pertanyaan.</Text>
      ) : (
        <FieldList
          fields={shown}
          busy={busy}
          onReorder={(ids) => void reorder(ids)}
          onEdit={edit}
          onDelete={(field) => setDeleting({ field, open: true })}
        />
      )}
      <FieldEditorModal
        draft={editing?.draft ?? null}
        draftKey={editing?.key ?? ''}
        opened={editing?.open ?? false}
        onClose={() => setEditing((e) => e && { ...e, open: false })}
        onSave={save}
      />
      <ConfirmModal
        opened={deleting?.open ?? false}
        title="Hapus pertanyaan?"
        message={`Pertanyaan "${deleting?.field.label ?? ''}" akan dihapus dari formulir pengajuan.`}
        confirmLabel="Hapus"
        loading={removing}
        onConfirm={() => void remove()}
        onClose={() => setDeleting((d) => d && { ...d, open: false })}
      />
    </Stack>
  );
}

function orderBy(fields: FormField[], ids: string[] | null): FormField[] {
  if (!ids) return fields;
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...fields].sort(
    (a, b) =>
      (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
}
