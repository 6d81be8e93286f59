import { Autocomplete, Switch, Textarea, TextInput } from '@mantine/core';
import { SERVICE_LIMITS } from '../../../../shared/layanan/services';
import { type servicesResource } from '../../../../shared/layanan/services-resource';
import { RecordEditorModal, type RecordEditing } from '../../ui/admin-kit/RecordEditorModal';
import { checkboxProps, fieldProps, valueProps } from '../../ui/forms/form-helpers';
import { ServiceIconPicker } from './ServiceIconPicker';

/** Adds or edits one service; the declaration's schema checks it here and on the backend. */
export function ServiceEditorModal(props: {
  manager: RecordEditing<typeof servicesResource>;
  /** The categories in use, offered while typing one. */
  categories: string[];
}) {
  return (
    <RecordEditorModal manager={props.manager} noun="Layanan">
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
          <ServiceIconPicker {...valueProps(form, 'ikon')} />
          <Switch label="Terbitkan" {...checkboxProps(form, 'published')} />
        </>
      )}
    </RecordEditorModal>
  );
}
