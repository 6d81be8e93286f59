import { TextInput } from '@mantine/core';
import type { ScQuestion } from '../../../../shared/sc/booking-answers';
import { DateTextField } from '../../ui/dates/DateTextField';
import { ClockField } from './ClockField';
import { PlainTextarea } from '../../ui/forms/PlainTextarea';
import { SelectField } from '../../ui/forms/SelectField';

/**
 * One of the sports ministry's configurable questions, by its type (questions-resource.ts): its
 * answer is a string kept under the question's id. A date's calendar loads when first opened.
 */
export function QuestionField(props: {
  question: ScQuestion;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}) {
  const { question, value, onChange, error } = props;
  const common = {
    label: question.label,
    required: question.wajib,
    error,
    errorProps: { role: 'alert' },
  };
  switch (question.tipe) {
    case 'textarea':
      return (
        <PlainTextarea
          {...common}
          minRows={3}
          maxRows={8}
          maxLength={2_000}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          data={[
            { value: '', label: 'Pilih salah satu', disabled: question.wajib },
            ...question.pilihan.map((choice) => ({ value: choice, label: choice })),
          ]}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'date':
      return <DateTextField {...common} value={value} onChange={onChange} />;
    case 'time':
      return <ClockField {...common} value={value} onChange={onChange} />;
    case 'text':
      return (
        <TextInput
          {...common}
          maxLength={2_000}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
