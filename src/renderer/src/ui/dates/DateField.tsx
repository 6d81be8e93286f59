import '@mantine/dates/styles.css';
import { DatePickerInput, DatesProvider, type DatePickerInputProps } from '@mantine/dates';
import '../../lib/dates';
import { DATES_SETTINGS } from './dates-settings';

export type DateFieldProps = Omit<DatePickerInputProps, 'value' | 'onChange' | 'type'> & {
  /** A calendar day, YYYY-MM-DD ('' when none), as every record and form stores it. */
  value: string;
  onChange(value: string): void;
};

/**
 * The portal's date picker (@mantine/dates, issue 16 item 9): a calendar in Indonesian showing
 * "12 Desember 2026", storing YYYY-MM-DD. A calendar day has no time zone; instants are shown with
 * lib/dates.ts in Asia/Jakarta. Admin pages use it directly; public forms load it on first focus
 * (DateTextField) to keep their first load small.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DatesProvider settings={DATES_SETTINGS}>
      <DatePickerInput
        valueFormat="D MMMM YYYY"
        // A clearable field's button has no text of its own (axe: button-name).
        clearButtonProps={{ 'aria-label': 'Kosongkan tanggal' }}
        {...props}
        value={value === '' ? null : value}
        onChange={(next) => onChange(next ?? '')}
      />
    </DatesProvider>
  );
}
