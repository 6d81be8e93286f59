import { Alert, Modal, Stack } from '@mantine/core';
import { DialogActions } from '../feedback/DialogActions';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import type { AnyResource, InputOf } from '../../../../shared/resources/resource';
import { combineValidators, focusFirstError, showBackendError } from '../forms/form-helpers';
import { zodValidate } from '../forms/zod-validate';
import type { ResourceManager } from './use-resource-manager';

export type RecordForm<R extends AnyResource> = UseFormReturnType<InputOf<R>>;

/** What the editor uses of a manager: its collection, the draft being edited, closing, saving. */
export type RecordEditing<R extends AnyResource> = Pick<
  ResourceManager<R>,
  'resource' | 'editing' | 'closeEditor' | 'save'
>;

/**
 * Adds or edits one record of a declared collection in a modal: the form checks with the
 * declaration's own schema (the backend's rules), and the backend's refusal shows on the fields it
 * names. Nothing is stored before Simpan. `children` renders the collection's own inputs.
 */
export function RecordEditorModal<R extends AnyResource>(props: {
  /** The manager (use-resource-manager) whose draft this edits and saves. */
  manager: RecordEditing<R>;
  /** "Berita": the title reads "Tambah Berita" or "Edit Berita". */
  noun: string;
  size?: string;
  /**
   * A rule between fields the declaration's `check` holds (checked after the schema), so the form
   * shows it before sending: field path → message.
   */
  validate?(values: InputOf<R>): Record<string, string>;
  children(form: RecordForm<R>): ReactNode;
}) {
  const { resource, editing: draft, closeEditor, save } = props.manager;
  const isNew = draft?.id === null;
  return (
    <Modal
      opened={draft?.open ?? false}
      onClose={closeEditor}
      title={`${isNew ? 'Tambah' : 'Edit'} ${props.noun}`}
      centered
      size={props.size ?? 'lg'}
    >
      {draft && (
        <EditorForm
          key={draft.key}
          resource={resource}
          initial={draft.values}
          onClose={closeEditor}
          onSave={save}
          validate={props.validate}
        >
          {props.children}
        </EditorForm>
      )}
    </Modal>
  );
}

function EditorForm<R extends AnyResource>(props: {
  resource: R;
  initial: InputOf<R>;
  onClose(): void;
  onSave(input: InputOf<R>): Promise<void>;
  validate?: ((values: InputOf<R>) => Record<string, string>) | undefined;
  children(form: RecordForm<R>): ReactNode;
}) {
  const schemaRules = zodValidate<InputOf<R>>(props.resource.input);
  const form = useForm<InputOf<R>>({
    mode: 'controlled',
    initialValues: props.initial,
    validate: props.validate
      ? combineValidators<InputOf<R>>(schemaRules, props.validate)
      : schemaRules,
  });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = form.onSubmit(
    async (values) => {
      setSaving(true);
      setProblem(null);
      try {
        await props.onSave(values);
      } catch (error) {
        setProblem(showBackendError(form, error));
      } finally {
        setSaving(false);
      }
    },
    (errors) => focusFirstError(form, errors),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {props.children(form)}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <DialogActions busy={saving} onCancel={props.onClose} label="Simpan" mt="sm" />
      </Stack>
    </form>
  );
}
