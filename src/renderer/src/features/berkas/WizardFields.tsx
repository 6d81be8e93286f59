import { Loader, Stack } from '@mantine/core';
import type { FormField } from '../../../../shared/berkas/form-fields';
import { FieldInput } from './FieldInput';
import { LazyPart } from './parts/LazyPart';
import { fileFieldPart } from './parts/wizard-parts';
import { answerOf, usesLink, type WizardAnswers } from './wizard-state';

export interface WizardFieldsProps {
  fields: readonly FormField[];
  answers: WizardAnswers;
  errors: Record<string, string>;
  onChange(update: (answers: WizardAnswers) => WizardAnswers): void;
}

const set = (record: Record<string, string>, key: string, value: string) => ({
  ...record,
  [key]: value,
});

/**
 * The inputs of one step, in position order; each wrapper names its field so a failed check can
 * bring the first invalid one into view (use-wizard-focus).
 */
export function WizardFields({ fields, answers, errors, onChange }: WizardFieldsProps) {
  return (
    <Stack gap="md">
      {fields.map((field) => (
        <div key={field.id} data-field-name={field.fieldName}>
          {field.type === 'file' ? (
            <LazyPart
              part={fileFieldPart}
              fallback={<Loader size="sm" aria-label="Memuat kolom berkas" />}
              props={{
                label: field.label,
                fieldName: field.fieldName,
                required: field.required,
                file: answers.values[field.fieldName] ?? '',
                link: usesLink(field, answers)
                  ? answerOf(field, answers)
                  : (answers.links[field.fieldName] ?? ''),
                useLink: usesLink(field, answers),
                error: errors[field.fieldName],
                onFileChange: (value) =>
                  onChange((a) => ({ ...a, values: set(a.values, field.fieldName, value) })),
                onLinkChange: (value) =>
                  onChange((a) => ({ ...a, links: set(a.links, field.fieldName, value) })),
                onUseLinkChange: (useLink) =>
                  onChange((a) => ({
                    ...a,
                    useLink: { ...a.useLink, [field.fieldName]: useLink },
                  })),
              }}
            />
          ) : (
            <FieldInput
              field={field}
              value={answerOf(field, answers)}
              error={errors[field.fieldName]}
              onChange={(value) =>
                onChange((a) => ({ ...a, values: set(a.values, field.fieldName, value) }))
              }
            />
          )}
        </div>
      ))}
    </Stack>
  );
}
