import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { RISALAH_LIMITS } from '../../../../shared/keterbukaan/risalah';
import type { risalahResource } from '../../../../shared/keterbukaan/risalah-resource';
import type { RecordForm } from '../../ui/admin-kit/RecordEditorModal';
import { DateField } from '../../ui/dates/DateField';
import { fieldProps, valueProps } from '../../ui/forms/form-helpers';
import { PlainTextarea } from '../../ui/forms/PlainTextarea';
import { AttachmentRows, AttendanceField, TaskRows } from './RisalahListFields';

type Form = RecordForm<typeof risalahResource>;

/** Every field of a meeting minute (ORIGINAL.md §2.6 AdminRisalah), and whether it is final. */
export function RisalahFields(props: { form: Form }) {
  const { form } = props;
  return (
    <>
      <TextInput
        label="Nama Rapat"
        required
        maxLength={RISALAH_LIMITS.nameMax}
        data-autofocus
        {...fieldProps(form, 'namaRapat')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField label="Tanggal Rapat" required {...valueProps(form, 'tanggalRapat')} />
        <TextInput
          label="Pemimpin Rapat"
          maxLength={RISALAH_LIMITS.personMax}
          {...fieldProps(form, 'pemimpinRapat')}
        />
      </SimpleGrid>
      <PlainTextarea
        label="Notulensi / Ringkasan"
        minRows={4}
        maxRows={14}
        maxLength={RISALAH_LIMITS.notesMax}
        {...fieldProps(form, 'notulensi')}
      />
      <PlainTextarea
        label="Hasil Keputusan"
        minRows={3}
        maxRows={10}
        maxLength={RISALAH_LIMITS.decisionsMax}
        {...fieldProps(form, 'hasilKeputusan')}
      />
      <AttendanceField form={form} />
      <TaskRows form={form} />
      <AttachmentRows form={form} />
      <Switch
        label="Final — tampil di publik"
        description="Risalah yang belum final hanya terlihat oleh pengelola."
        {...form.getInputProps('published', { type: 'checkbox' })}
      />
    </>
  );
}
