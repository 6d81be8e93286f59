import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { NEWS_CATEGORIES, NEWS_LIMITS } from '../../../../shared/content/news';
import { type newsResource } from '../../../../shared/content/news-resource';
import type { InputOf } from '../../../../shared/resources/resource';
import { RecordEditorModal, type RecordEditing } from '../../ui/admin-kit/RecordEditorModal';
import { DateField } from '../../ui/dates/DateField';
import { checkboxProps, fieldProps, valueProps } from '../../ui/forms/form-helpers';
import { PlainTextarea } from '../../ui/forms/PlainTextarea';
import { SelectField } from '../../ui/forms/SelectField';
import { GalleryField } from '../../ui/images/GalleryField';

export type NewsDraft = InputOf<typeof newsResource>;

/** The news editor: title, category, activity date, summary, body, pictures, link, status. */
export function NewsEditorModal(props: { manager: RecordEditing<typeof newsResource> }) {
  return (
    <RecordEditorModal manager={props.manager} noun="Berita" size="xl">
      {(form) => (
        <>
          <TextInput
            label="Judul"
            required
            maxLength={NEWS_LIMITS.judulMax}
            {...fieldProps(form, 'judul')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectField
              label="Kategori"
              required
              data={NEWS_CATEGORIES.map((kategori) => ({ value: kategori, label: kategori }))}
              {...fieldProps(form, 'kategori')}
            />
            <DateField label="Tanggal Kegiatan" required {...valueProps(form, 'tanggalKegiatan')} />
          </SimpleGrid>
          <PlainTextarea
            label="Ringkasan"
            description="Satu atau dua kalimat: tampil di daftar berita dan pratinjau tautan."
            required
            minRows={2}
            maxRows={4}
            maxLength={NEWS_LIMITS.ringkasanMax}
            {...fieldProps(form, 'ringkasan')}
          />
          <PlainTextarea
            label="Isi Berita"
            description="Teks biasa; pisahkan paragraf dengan baris kosong."
            required
            minRows={6}
            maxRows={16}
            maxLength={NEWS_LIMITS.isiMax}
            {...fieldProps(form, 'isi')}
          />
          <GalleryField
            value={form.values.gambar}
            onChange={(gambar) => form.setFieldValue('gambar', gambar)}
            max={NEWS_LIMITS.gambarMax}
            errors={form.errors}
          />
          <TextInput
            label="Link Instagram"
            description="Opsional, mis. https://www.instagram.com/p/…"
            type="url"
            {...fieldProps(form, 'linkInstagram')}
          />
          <Checkbox
            label="Terbitkan (tampil untuk pengunjung)"
            {...checkboxProps(form, 'published')}
          />
        </>
      )}
    </RecordEditorModal>
  );
}
