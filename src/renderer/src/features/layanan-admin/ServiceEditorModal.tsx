import { Autocomplete, Switch, Textarea, TextInput } from '@mantine/core';
import { SERVICE_LIMITS } from '../../../../shared/layanan/services';
import { servicesResource } from '../../../../shared/layanan/services-resource';
import type { InputOf } from '../../../../shared/resources/resource';
import { RecordEditorModal } from '../../ui/admin-kit/RecordEditorModal';
import type { RecordDraft } from '../../ui/admin-kit/use-resource-manager';
import { checkboxProps, fieldProps } from '../../ui/forms/form-helpers';
import { ServiceIconPicker } from './ServiceIconPicker';

type ServiceInput = InputOf<typeof servicesResource>;

/** Adds or edits one service; the declaration's schema checks it here and on the backend. */
export function ServiceEditorModal(props: {
  draft: (RecordDraft<ServiceInput> & { open: boolean }) | null;
  /** The categories in use, offered while typing one. */
  categories: string[];
  onClose(): void;
  onSave(input: ServiceInput): Promise<void>;
}) {
  return (
    <RecordEditorModal
      resource={servicesResource}
      noun="Layanan"
      draft={props.draft}
      onClose={props.onClose}
      onSave={props.onSave}
    >
      {(form) => (
        <>
          <TextInput
            label="Judul"
            required
            maxLength={SERVICE_LIMITS.judul}
            data-autofocus
            {...fieldProps(form, 'judul')}
          />
          <Textarea
            label="Deskripsi"
            minRows={3}
            maxLength={SERVICE_LIMITS.deskripsi}
            {...fieldProps(form, 'deskripsi')}
          />
          <Autocomplete
            label="Kategori"
            required
            data={props.categories}
            maxLength={SERVICE_LIMITS.kategori}
            {...fieldProps(form, 'kategori')}
          />
          <TextInput
            label="Tautan formulir"
            description="Alamat https:// formulir (Google Forms dan Microsoft Forms tampil langsung di halaman; formulir lain dibuka di tab baru)."
            placeholder="https://docs.google.com/forms/d/e/…/viewform"
            required
            type="url"
            {...fieldProps(form, 'link')}
          />
          <ServiceIconPicker
            value={form.getValues().ikon}
            onChange={(value) => form.setFieldValue('ikon', value)}
            error={form.errors['ikon'] as string | undefined}
          />
          <Switch label="Terbitkan" {...checkboxProps(form, 'published')} />
        </>
      )}
    </RecordEditorModal>
  );
}
