import { useSmallForm } from '../../ui/forms/use-small-form';
import { bookingFormErrors, emptyBookingForm, type BookingFormValues } from './booking-form';
import type { ScQuestion } from '../../../../shared/sc/booking-answers';

/**
 * The booking form's state (ui/forms/use-small-form.ts, not @mantine/form: 6 KB gzip less on
 * /pinjam-sc's first load), with the two things its form needs besides: the confirmations as
 * checkboxes (`checked`), and an answer set by its question's id ("jawaban.<id>", its error
 * under that key as the schema names it).
 */
export function useBookingForm(questions: readonly ScQuestion[]) {
  const form = useSmallForm<BookingFormValues>({
    initialValues: emptyBookingForm(),
    validate: (values) => bookingFormErrors(values, questions),
  });
  const getInputProps: typeof form.getInputProps = (path, options) => {
    const props = form.getInputProps(path, options);
    if (options?.type !== 'checkbox') return props;
    const { value, ...rest } = props;
    return { ...rest, checked: value };
  };
  const setValue = <Field extends keyof BookingFormValues>(
    field: Field,
    value: BookingFormValues[Field],
  ) => form.getInputProps(field).onChange(value);
  return {
    ...form,
    getInputProps,
    setValue,
    /** An answer, its earlier error cleared as a field's is on change. */
    setAnswer(questionId: string, answer: string) {
      setValue('jawaban', { ...form.getValues().jawaban, [questionId]: answer });
      form.setFieldError(`jawaban.${questionId}`, null);
    },
    answerError: (questionId: string): string | undefined => {
      const error: unknown = form.getInputProps(`jawaban.${questionId}`).error;
      return typeof error === 'string' ? error : undefined;
    },
  };
}
