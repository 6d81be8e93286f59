import {
  ActionIcon,
  Button,
  Group,
  Input,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { attendeesFromLines, RISALAH_LIMITS } from '../../../../shared/keterbukaan/risalah';
import type { risalahResource } from '../../../../shared/keterbukaan/risalah-resource';
import type { RecordForm } from '../../ui/admin-kit/RecordEditorModal';
import { fieldProps } from '../../ui/forms/form-helpers';
import { PlainTextarea } from '../../ui/forms/PlainTextarea';

type Form = RecordForm<typeof risalahResource>;

const errorOf = (form: Form, path: string) => {
  const error = form.errors[path];
  return typeof error === 'string' ? error : undefined;
};

/**
 * Daftar Hadir, one name a line as the old portal took it: the text stays as typed (blank lines
 * while typing), the form holds the names.
 */
export function AttendanceField(props: { form: Form }) {
  const { form } = props;
  const [text, setText] = useState(() => form.getValues().daftarHadir.join('\n'));
  const count = form.values.daftarHadir.length;
  const nameError = Object.keys(form.errors).find((key) => key.startsWith('daftarHadir'));
  return (
    <PlainTextarea
      label="Daftar Hadir"
      description={`Satu nama per baris (${count} nama, paling banyak ${RISALAH_LIMITS.attendeesMax}).`}
      minRows={3}
      maxRows={10}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        form.setFieldValue('daftarHadir', attendeesFromLines(event.currentTarget.value));
      }}
      error={nameError ? errorOf(form, nameError) : undefined}
      errorProps={{ role: 'alert' }}
    />
  );
}

const STATES = [
  { value: 'belum', label: 'Belum Dikerjakan' },
  { value: 'selesai', label: 'Selesai' },
];

/**
 * A list field of the form (tasks, attachments): its rows, each ending in a delete button, a
 * note while empty and an add button up to the list's limit.
 */
function FormRows(props: {
  form: Form;
  path: 'tugas' | 'lampiran';
  label: string;
  /** "tugas": the empty note, the buttons' and the delete label's word. */
  noun: string;
  max: number;
  empty: () => Form['values']['tugas' | 'lampiran'][number];
  row: (index: number) => ReactNode;
}) {
  const { form, path, noun } = props;
  const count = form.values[path].length;
  return (
    <Input.Wrapper label={props.label} error={errorOf(form, path)}>
      <Stack gap="sm" mt={4}>
        {count === 0 && (
          <Text size="sm" c="dimmed">
            Belum ada {noun}.
          </Text>
        )}
        {Array.from({ length: count }, (_row, index) => (
          // Rows have no id; their place is what the form's paths name too.
          <Group key={index} gap="xs" align="flex-start" wrap="wrap">
            {props.row(index)}
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={`Hapus ${noun} ${index + 1}`}
              onClick={() => form.removeListItem(path, index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={count >= props.max}
          onClick={() => form.insertListItem(path, props.empty())}
          style={{ alignSelf: 'flex-start' }}
        >
          Tambah {noun.charAt(0).toUpperCase() + noun.slice(1)}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}

/** Tugas & Tindak Lanjut: rows of a task, its person responsible and Selesai / Belum Dikerjakan. */
export function TaskRows(props: { form: Form }) {
  const { form } = props;
  return (
    <FormRows
      form={form}
      path="tugas"
      label="Tugas & Tindak Lanjut"
      noun="tugas"
      max={RISALAH_LIMITS.tasksMax}
      empty={() => ({ tugas: '', penanggungJawab: '', selesai: false })}
      row={(index) => {
        const selesai = form.values.tugas[index]?.selesai ?? false;
        return (
          <>
            <TextInput
              aria-label={`Tugas ${index + 1}`}
              placeholder="Tugas"
              required
              maxLength={RISALAH_LIMITS.taskMax}
              style={{ flex: '2 1 200px' }}
              {...fieldProps(form, `tugas.${index}.tugas`)}
            />
            <TextInput
              aria-label={`Penanggung jawab tugas ${index + 1}`}
              placeholder="Penanggung jawab"
              required
              maxLength={RISALAH_LIMITS.personMax}
              style={{ flex: '1 1 150px' }}
              {...fieldProps(form, `tugas.${index}.penanggungJawab`)}
            />
            <SegmentedControl
              size="xs"
              mt={6}
              aria-label={`Status tugas ${index + 1}`}
              data={STATES}
              value={selesai ? 'selesai' : 'belum'}
              color={selesai ? 'teal' : 'gray'}
              onChange={(value) =>
                form.setFieldValue(`tugas.${index}.selesai`, value === 'selesai')
              }
            />
          </>
        );
      }}
    />
  );
}

/** Lampiran: rows of a file's name and its link (http or https). */
export function AttachmentRows(props: { form: Form }) {
  const { form } = props;
  return (
    <FormRows
      form={form}
      path="lampiran"
      label="Lampiran"
      noun="lampiran"
      max={RISALAH_LIMITS.attachmentsMax}
      empty={() => ({ namaFile: '', link: '' })}
      row={(index) => (
        <>
          <TextInput
            aria-label={`Nama file lampiran ${index + 1}`}
            placeholder="Nama file"
            required
            maxLength={RISALAH_LIMITS.fileNameMax}
            style={{ flex: '1 1 160px' }}
            {...fieldProps(form, `lampiran.${index}.namaFile`)}
          />
          <TextInput
            aria-label={`Tautan lampiran ${index + 1}`}
            placeholder="https://…"
            type="url"
            required
            style={{ flex: '2 1 220px' }}
            {...fieldProps(form, `lampiran.${index}.link`)}
          />
        </>
      )}
    />
  );
}
