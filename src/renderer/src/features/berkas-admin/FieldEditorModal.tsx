import { Modal, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DialogActions } from '../../ui/feedback/DialogActions';
import { useState } from 'react';
import {
  FIELD_TYPES,
  FIELD_TYPE_LABELS,
  formFieldInputSchema,
  parseOptions,
  type FieldType,
  type FormFieldInput,
} from '../../../../shared/berkas/form-fields';
import { BackendError } from '../../backend/backend-error';
import { zodValidate } from '../../ui/forms/zod-validate';
import { errorMessage } from './berkas-admin-ui';

const TYPE_OPTIONS = FIELD_TYPES.map((type) => ({ value: type, label: FIELD_TYPE_LABELS[type] }));

const toStep = (value: string | number): 1 | 2 | 3 => {
  const n = Number(value);
  return n === 2 || n === 3 ? n : 1;
};

const checkInput = zodValidate<FormFieldInput>(formFieldInputSchema);

/** What the editor works on: a stored question (its id), or a new one not stored yet. */
export interface FieldDraft {
  /** null: a new question, stored only when saved. */
  id: string | null;
  values: FormFieldInput;
}

/**
 * Edits one question, or writes a new one: nothing is stored before Simpan, so closing a new
 * question leaves the public form as it was. The server validates too; its messages show on the
 * inputs they concern.
 */
export function FieldEditorModal(props: {
  draft: FieldDraft | null;
  /** Changes whenever a draft is opened, so a new question starts from its defaults again. */
  draftKey: string;
  opened: boolean;
  onClose(): void;
  onSave(input: FormFieldInput): Promise<void>;
}) {
  const isNew = props.draft?.id === null;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={isNew ? 'Tambah Pertanyaan' : 'Edit Pertanyaan'}
      centered
      size="lg"
    >
      {props.draft && (
        <FieldEditorForm
          key={props.draftKey}
          initial={props.draft.values}
          isNew={isNew}
          onClose={props.onClose}
          onSave={props.onSave}
        />
      )}
    </Modal>
  );
}

/** Field errors by input: `options.0` is shown on the options input. */
const byInput = (fields: Record<string, string>): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) errors[key.split('.')[0] ?? key] ??= message;
  return errors;
};

function FieldEditorForm(props: {
  initial: FormFieldInput;
  isNew: boolean;
  onClose(): void;
  onSave(input: FormFieldInput): Promise<void>;
}) {
  const { initial } = props;
  const [label, setLabel] = useState(initial.label);
  const [fieldName, setFieldName] = useState(initial.fieldName);
  const [type, setType] = useState<FieldType>(initial.type);
  const [placeholder, setPlaceholder] = useState(initial.placeholder);
  const [required, setRequired] = useState(initial.required);
  const [step, setStep] = useState<1 | 2 | 3>(initial.step);
  const [options, setOptions] = useState(initial.options.join(', '));
  const [defaultValue, setDefaultValue] = useState(initial.defaultValue);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const shownInputs = ['label', 'fieldName', 'type', 'placeholder', 'step', 'defaultValue'].concat(
    type === 'select' ? ['options'] : [],
  );
  /** One message per problem: on its input when there is one, else as a line below. */
  const showProblems = (fields: Record<string, string>, message: string) => {
    const errors = byInput(fields);
    setFieldErrors(errors);
    setError(Object.keys(errors).some((key) => shownInputs.includes(key)) ? null : message);
  };

  const save = async () => {
    const input: FormFieldInput = {
      label: label.trim(),
      fieldName: fieldName.trim(),
      type,
      placeholder,
      required,
      step,
      options: type === 'select' ? parseOptions(options) : [],
      defaultValue,
    };
    // The server's own schema, checked here first so a mistake shows without a round trip.
    const problems = checkInput(input);
    if (Object.keys(problems).length > 0) {
      showProblems(problems, Object.values(problems)[0] ?? '');
      return;
    }
    setSaving(true);
    setError(null);
    setFieldErrors({});
    try {
      await props.onSave(input);
      props.onClose();
    } catch (e) {
      showProblems(e instanceof BackendError ? (e.fields ?? {}) : {}, errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
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
          // A new question starts with the spec's placeholder label, selected to be typed over.
          data-autofocus={props.isNew || undefined}
          onFocus={props.isNew ? (e) => e.currentTarget.select() : undefined}
        />
        <TextInput
          label="Nama kolom (tanpa spasi)"
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
          label="Teks contoh"
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
        <DialogActions busy={saving} onCancel={props.onClose} label="Simpan" />
      </Stack>
    </form>
  );
}
