import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import {
  FIELD_TYPES,
  FIELD_TYPE_LABELS,
  parseOptions,
  type FieldType,
  type FormField,
  type FormFieldInput,
} from '../../../../shared/berkas/form-fields';
import { BackendError } from '../../backend/backend-error';
import { errorMessage } from './berkas-admin-ui';

const TYPE_OPTIONS = FIELD_TYPES.map((type) => ({ value: type, label: FIELD_TYPE_LABELS[type] }));

const toStep = (value: string | number): 1 | 2 | 3 => {
  const n = Number(value);
  return n === 2 || n === 3 ? n : 1;
};

/** Edits one field; the server validates and its messages show on the form. */
export function FieldEditorModal(props: {
  field: FormField | null;
  opened: boolean;
  onClose(): void;
  onSave(input: FormFieldInput): Promise<void>;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Edit Pertanyaan" centered size="lg">
      {props.field && (
        <FieldEditorForm
          key={props.field.id}
          field={props.field}
          onClose={props.onClose}
          onSave={props.onSave}
        />
      )}
    </Modal>
  );
}

function FieldEditorForm(props: {
  field: FormField;
  onClose(): void;
  onSave(input: FormFieldInput): Promise<void>;
}) {
  const { field } = props;
  const [label, setLabel] = useState(field.label);
  const [fieldName, setFieldName] = useState(field.fieldName);
  const [type, setType] = useState<FieldType>(field.type);
  const [placeholder, setPlaceholder] = useState(field.placeholder);
  const [required, setRequired] = useState(field.required);
  const [step, setStep] = useState<1 | 2 | 3>(field.step);
  const [options, setOptions] = useState(field.options.join(', '));
  const [defaultValue, setDefaultValue] = useState(field.defaultValue);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const save = async () => {
    setSaving(true);
    setError(null);
    setFieldErrors({});
    try {
      await props.onSave({
        label: label.trim(),
        fieldName: fieldName.trim(),
        type,
        placeholder,
        required,
        step,
        options: type === 'select' ? parseOptions(options) : [],
        defaultValue,
      });
      props.onClose();
    } catch (e) {
      setError(errorMessage(e));
      if (e instanceof BackendError && e.fields) setFieldErrors(e.fields);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Label"
          required
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          error={fieldErrors.label}
        />
        <TextInput
          label="Nama kolom (fieldName)"
          required
          value={fieldName}
          onChange={(e) => setFieldName(e.currentTarget.value)}
          error={fieldErrors.fieldName}
        />
        <Select
          label="Tipe"
          data={TYPE_OPTIONS}
          value={type}
          onChange={(value) => value && setType(value as FieldType)}
          allowDeselect={false}
          error={fieldErrors.type}
        />
        <TextInput
          label="Placeholder"
          value={placeholder}
          onChange={(e) => setPlaceholder(e.currentTarget.value)}
          error={fieldErrors.placeholder}
        />
        <NumberInput
          label="Langkah (1, 2 atau 3)"
          min={1}
          max={3}
          step={1}
          allowDecimal={false}
          clampBehavior="strict"
          value={step}
          onChange={(value) => setStep(toStep(value))}
          error={fieldErrors.step}
        />
        {type === 'select' && (
          <TextInput
            label="Pilihan (pisahkan dengan koma)"
            placeholder="Pilihan A, Pilihan B"
            value={options}
            onChange={(e) => setOptions(e.currentTarget.value)}
            error={fieldErrors.options}
          />
        )}
        <TextInput
          label="Nilai bawaan"
          value={defaultValue}
          onChange={(e) => setDefaultValue(e.currentTarget.value)}
          error={fieldErrors.defaultValue}
        />
        <Switch
          label="Wajib diisi"
          checked={required}
          onChange={(e) => setRequired(e.currentTarget.checked)}
        />
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} disabled={saving}>
            Batal
          </Button>
          <Button type="submit" loading={saving}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
