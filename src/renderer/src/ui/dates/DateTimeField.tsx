import '@mantine/dates/styles.css';
import { DateTimePicker, DatesProvider, type DateTimePickerProps } from '@mantine/dates';
import '../../lib/dates';
import { DATES_SETTINGS } from './dates-settings';
import { isoToJakartaWall, jakartaWallToIso } from './jakarta-time';

export type DateTimeFieldProps = Omit<DateTimePickerProps, 'value' | 'onChange' | 'type'> & {
  /** An instant (ISO 8601), '' when none. */
  value: string;
  onChange(value: string): void;
};

/**
 * The portal's date-and-time picker (@mantine/dates): a calendar and a time in Indonesian,
 * showing "12 Desember 2026 08.00" in Yogyakarta's time, storing the instant (ISO 8601) the
 * backend keeps, whatever the computer's own time zone.
 */
export function DateTimeField({ value, onChange, ...props }: DateTimeFieldProps) {
  return (
    <DatesProvider settings={DATES_SETTINGS}>
      <DateTimePicker
        valueFormat="D MMMM YYYY HH.mm"
        clearButtonProps={{ 'aria-label': 'Kosongkan tanggal dan waktu' }}
        submitButtonProps={{ 'aria-label': 'Pilih tanggal dan waktu ini' }}
        {...props}
        value={value === '' ? null : isoToJakartaWall(value)}
        onChange={(next) => onChange(next ? (jakartaWallToIso(next) ?? '') : '')}
      />
    </DatesProvider>
  );
}
