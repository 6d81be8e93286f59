import '@mantine/dates/styles.css';
import { DateTimePicker, DatesProvider, type DateTimePickerProps } from '@mantine/dates';
import '../../lib/dates';
import { DATES_SETTINGS } from './dates-settings';
import { isoToJakartaWall, jakartaWallToIso } from './jakarta-time';

// Every control of the calendar and the time named in Indonesian (axe: button-name, label).
const ARIA_LABELS = {
  monthLevelControl: 'Pilih bulan',
  yearLevelControl: 'Pilih tahun',
  nextMonth: 'Bulan berikutnya',
  previousMonth: 'Bulan sebelumnya',
  nextYear: 'Tahun berikutnya',
  previousYear: 'Tahun sebelumnya',
  nextDecade: 'Dekade berikutnya',
  previousDecade: 'Dekade sebelumnya',
};
const TIME_LABELS = { hoursInputLabel: 'Jam', minutesInputLabel: 'Menit' };

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
        ariaLabels={ARIA_LABELS}
        timePickerProps={TIME_LABELS}
        {...props}
        value={value === '' ? null : isoToJakartaWall(value)}
        onChange={(next) => onChange(next ? (jakartaWallToIso(next) ?? '') : '')}
      />
    </DatesProvider>
  );
}
