import { SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DOCUMENT_LIMITS } from '../../../../shared/dokumen/documents';
import type { documentsResource } from '../../../../shared/dokumen/documents-resource';
import type { RecordForm } from '../../ui/admin-kit/RecordEditorModal';
import { fieldProps } from '../../ui/forms/form-helpers';
import { PdfField } from './PdfField';

type Source = 'tautan' | 'pdf';

const firstError = (errors: Record<string, unknown>, prefix: string) => {
  const key = Object.keys(errors).find((k) => k === prefix || k.startsWith(`${prefix}.`));
  const message = key ? errors[key] : undefined;
  return typeof message === 'string' ? message : undefined;
};

/** The inputs of one document: title, category, description, and a link or an uploaded PDF. */
export function DocumentFields(props: {
  form: RecordForm<typeof documentsResource>;
  categories: readonly { id: string; nama: string }[];
}) {
  const { form } = props;
  const [source, setSource] = useState<Source>(form.getValues().berkas ? 'pdf' : 'tautan');
  const switchTo = (next: Source) => {
    setSource(next);
    // A document is one of the two: the other is emptied, so the record never holds both.
    if (next === 'pdf') form.setFieldValue('tautan', '');
    else form.setFieldValue('berkas', null);
  };

  return (
    <>
      <TextInput
        label="Judul"
        required
        maxLength={DOCUMENT_LIMITS.titleMax}
        data-autofocus
        {...fieldProps(form, 'judul')}
      />
      <Select
        label="Kategori"
        required
        data={props.categories.map((c) => ({ value: c.id, label: c.nama }))}
        allowDeselect={false}
        placeholder="Pilih kategori"
        {...fieldProps(form, 'kategoriId')}
      />
      <Textarea
        label="Keterangan"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={DOCUMENT_LIMITS.descriptionMax}
        {...fieldProps(form, 'deskripsi')}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="sumber-dokumen">
          Sumber dokumen
        </Text>
        <SegmentedControl
          aria-labelledby="sumber-dokumen"
          data={[
            { value: 'tautan', label: 'Tautan' },
            { value: 'pdf', label: 'Unggah PDF' },
          ]}
          value={source}
          onChange={(value) => switchTo(value as Source)}
        />
      </Stack>
      {source === 'tautan' ? (
        <TextInput
          label="Tautan dokumen"
          type="url"
          placeholder="https://…"
          description="Tautan http:// atau https://, mis. berkas di Google Drive yang dibagikan untuk umum."
          {...fieldProps(form, 'tautan')}
        />
      ) : (
        <PdfField
          value={form.getValues().berkas}
          onChange={(value) => form.setFieldValue('berkas', value)}
          error={firstError(form.errors, 'berkas') ?? firstError(form.errors, 'tautan')}
        />
      )}
    </>
  );
}
