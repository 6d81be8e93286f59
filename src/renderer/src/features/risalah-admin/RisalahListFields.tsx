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
import { useState } from 'react';
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

/** Tugas & Tindak Lanjut: rows of a task, its person responsible and Selesai / Belum Dikerjakan. */
export function TaskRows(props: { form: Form }) {
  const { form } = props;
  const tasks = form.values.tugas;
  return (
    <Input.Wrapper label="Tugas & Tindak Lanjut" error={errorOf(form, 'tugas')}>
      <Stack gap="sm" mt={4}>
        {tasks.length === 0 && (
          <Text size="sm" c="dimmed">
            Belum ada tugas.
          </Text>
        )}
        {tasks.map((task, index) => (
          <Group key={index} gap="xs" align="flex-start" wrap="wrap">
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
              value={task.selesai ? 'selesai' : 'belum'}
              color={task.selesai ? 'teal' : 'gray'}
              onChange={(value) =>
                form.setFieldValue(`tugas.${index}.selesai`, value === 'selesai')
              }
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={`Hapus tugas ${index + 1}`}
              onClick={() => form.removeListItem('tugas', index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={tasks.length >= RISALAH_LIMITS.tasksMax}
          onClick={() =>
            form.insertListItem('tugas', { tugas: '', penanggungJawab: '', selesai: false })
          }
          style={{ alignSelf: 'flex-start' }}
        >
          Tambah Tugas
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}

/** Lampiran: rows of a file's name and its link (http or https). */
export function AttachmentRows(props: { form: Form }) {
  const { form } = props;
  const files = form.values.lampiran;
  return (
    <Input.Wrapper label="Lampiran" error={errorOf(form, 'lampiran')}>
      <Stack gap="sm" mt={4}>
        {files.length === 0 && (
          <Text size="sm" c="dimmed">
            Belum ada lampiran.
          </Text>
        )}
        {files.map((_file, index) => (
          <Group key={index} gap="xs" align="flex-start" wrap="wrap">
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
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={`Hapus lampiran ${index + 1}`}
              onClick={() => form.removeListItem('lampiran', index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={files.length >= RISALAH_LIMITS.attachmentsMax}
          onClick={() => form.insertListItem('lampiran', { namaFile: '', link: '' })}
          style={{ alignSelf: 'flex-start' }}
        >
          Tambah Lampiran
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
