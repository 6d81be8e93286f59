import { TextInput } from '@mantine/core';
import { DateTextField } from '../../ui/dates/DateTextField';
import { SelectField } from '../../ui/forms/SelectField';
import { PlainTextarea } from '../../ui/forms/PlainTextarea';
import type { FormField } from '../../../../shared/berkas/form-fields';

export interface FieldInputProps {
  field: FormField;
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
}

const INPUT_MODES: Partial<Record<FormField['type'], 'numeric' | 'email' | 'tel' | 'url'>> = {
  number: 'numeric',
  email: 'email',
  tel: 'tel',
  url: 'url',
};

/** One answer of the wizard, drawn by its field type (file fields use FileOrLinkInput). */
export function FieldInput({ field, value, error, onChange }: FieldInputProps) {
  const common = {
    label: field.label,
    required: field.required,
    name: field.fieldName,
    error,
    errorProps: { role: 'alert' },
  };
  switch (field.type) {
    case 'textarea':
      return (
        <PlainTextarea
          {...common}
          placeholder={field.placeholder}
          minRows={3}
          maxRows={10}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          data={[
            { value: '', label: field.placeholder || 'Pilih salah satu' },
            ...field.options.map((option) => ({ value: option, label: option })),
          ]}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <DateTextField
          {...common}
          placeholder={field.placeholder || undefined}
          value={value}
          onChange={onChange}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={field.type === 'file' ? 'text' : field.type}
          inputMode={INPUT_MODES[field.type]}
          placeholder={field.placeholder}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
