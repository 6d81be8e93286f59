import '@mantine/dates/styles.css';
import {
  DatePickerInput,
  DatesProvider,
  type DatePickerInputProps,
  type DatesProviderSettings,
} from '@mantine/dates';
import '../../lib/dates';

/** Indonesian month and day names, weeks from Monday (the calendar of Yogyakarta). */
const SETTINGS: DatesProviderSettings = { locale: 'id', firstDayOfWeek: 1, weekendDays: [0] };

export type DateFieldProps = Omit<DatePickerInputProps, 'value' | 'onChange' | 'type'> & {
  /** A calendar day, YYYY-MM-DD ('' when none), as every record and form stores it. */
  value: string;
  onChange(value: string): void;
};

/**
 * The portal's date picker (@mantine/dates, issue 16 item 9): a calendar in Indonesian showing
 * "12 Desember 2026", storing YYYY-MM-DD. A calendar day has no time zone; instants are shown with
 * lib/dates.ts in Asia/Jakarta. Admin pages use it directly; public forms load it on first focus
 * (LazyDateField) to keep their first load small.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DatesProvider settings={SETTINGS}>
      <DatePickerInput
        valueFormat="D MMMM YYYY"
        {...props}
        value={value === '' ? null : value}
        onChange={(next) => onChange(next ?? '')}
      />
    </DatesProvider>
  );
}
