import { Badge, Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { parseOptions } from '../../../../shared/berkas/form-fields';
import type { ScQuestion } from '../../../../shared/sc/booking-answers';
import {
  SC_QUESTION_TYPE_LABELS,
  SC_QUESTION_TYPES,
  scQuestionsResource,
  type ScQuestionType,
} from '../../../../shared/sc/questions-resource';
import { inOrder } from '../../ui/admin-kit/move-id';
import { ManagerSection } from '../../ui/admin-kit/ManagerPage';
import { RecordEditorModal } from '../../ui/admin-kit/RecordEditorModal';
import { ManagedSortableList } from '../../ui/admin-kit/SortableList';
import { useResourceManager } from '../../ui/admin-kit/use-resource-manager';
import { fieldProps } from '../../ui/forms/form-helpers';

const TYPE_OPTIONS = SC_QUESTION_TYPES.map((tipe) => ({
  value: tipe,
  label: SC_QUESTION_TYPE_LABELS[tipe],
}));

/**
 * The booking form's configurable questions (after the fixed ones): add, edit, delete, and the
 * order, dragged or moved with Naik/Turun and kept with "Simpan Urutan" (ORIGINAL.md §5). The
 * admin kit's list and editor, as Kelola Form Berkas uses them.
 */
export function QuestionsSection() {
  const manager = useResourceManager(scQuestionsResource, 'Pertanyaan');
  const stored = manager.records;
  // The order being arranged, shown until "Simpan Urutan" keeps it.
  const [arranged, setArranged] = useState<string[] | null>(null);
  const questions = stored && inOrder(stored, arranged);
  const changed = !!arranged && !!stored && arranged.join() !== stored.map((q) => q.id).join();

  return (
    <>
      <ManagerSection
        manager={manager}
        title="Pertanyaan Formulir"
        headingOrder={2}
        addLabel="Tambah Pertanyaan"
        onAdd={() =>
          manager.add({ label: 'Pertanyaan Baru', tipe: 'text', pilihan: [], wajib: false })
        }
        hint="Ditanyakan setelah isian tetap (penanggung jawab, organisasi, ruangan, waktu, kontak). Seret atau gunakan Naik/Turun, lalu Simpan Urutan."
        empty="Belum ada pertanyaan tambahan."
        remove={manager.removeDialog(
          'Hapus pertanyaan?',
          (question) => `Pertanyaan "${question.label}" akan dihapus dari formulir peminjaman.`,
        )}
      >
        <Stack gap="sm">
          <ManagedSortableList
            manager={manager}
            items={questions ?? []}
            label="Daftar pertanyaan peminjaman"
            nameOf={(question: ScQuestion) => question.label}
            onReorder={setArranged}
          >
            {(question) => (
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {question.label}
                </Text>
                <Group gap={6}>
                  <Badge size="xs" variant="light">
                    {SC_QUESTION_TYPE_LABELS[question.tipe]}
                  </Badge>
                  {question.wajib && (
                    <Badge size="xs" color="red" variant="light">
                      Wajib
                    </Badge>
                  )}
                </Group>
              </Stack>
            )}
          </ManagedSortableList>
          <Group>
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              disabled={!changed}
              loading={manager.busy}
              onClick={() => {
                if (!arranged) return;
                void manager.reorder(arranged).then(() => setArranged(null));
              }}
            >
              Simpan Urutan
            </Button>
          </Group>
        </Stack>
      </ManagerSection>
      <RecordEditorModal manager={manager} noun="Pertanyaan">
        {(form) => {
          const values = form.getValues();
          return (
            <>
              <TextInput label="Label" required data-autofocus {...fieldProps(form, 'label')} />
              <Select
                label="Tipe"
                data={TYPE_OPTIONS}
                allowDeselect={false}
                value={values.tipe}
                onChange={(tipe) => tipe && form.setFieldValue('tipe', tipe as ScQuestionType)}
                error={form.errors['tipe']}
              />
              {values.tipe === 'select' && (
                <OptionsInput
                  value={values.pilihan}
                  onChange={(pilihan) => form.setFieldValue('pilihan', pilihan)}
                  error={form.errors['pilihan'] as string | undefined}
                />
              )}
              <Switch
                label="Wajib diisi"
                checked={values.wajib}
                onChange={(event) => form.setFieldValue('wajib', event.currentTarget.checked)}
              />
            </>
          );
        }}
      </RecordEditorModal>
    </>
  );
}

/** The choices of a "Pilihan" question, typed comma-separated (as Kelola Form Berkas takes them). */
function OptionsInput(props: {
  value: string[];
  onChange(value: string[]): void;
  error?: string | undefined;
}) {
  const [text, setText] = useState(props.value.join(', '));
  return (
    <TextInput
      label="Pilihan (pisahkan dengan koma)"
      placeholder="Ya, Tidak"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        props.onChange(parseOptions(event.currentTarget.value));
      }}
      error={props.error}
    />
  );
}
