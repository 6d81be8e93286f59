import '@mantine/dates/styles.css';
import { DateTimePicker, DatesProvider, type DateTimePickerProps } from '@mantine/dates';
import { useId } from 'react';
import '../../lib/dates';
import classes from './DateTimeField.module.css';
import { DATES_SETTINGS } from './dates-settings';
import { isoToJakartaWall, jakartaWallToIso } from './jakarta-time';

// The calendar's arrows and the time's fields named in Indonesian (axe: button-name, label); the
// month and year buttons keep their visible text as their name.
const ARIA_LABELS = {
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
  // The dropdown is named by its field (Mantine labels it by the target's id, which the input's
  // own id would otherwise replace: an unnamed dialog).
  const ownId = useId();
  const id = props.id ?? ownId;
  return (
    <DatesProvider settings={DATES_SETTINGS}>
      <DateTimePicker
        valueFormat="D MMMM YYYY HH.mm"
        clearButtonProps={{ 'aria-label': 'Kosongkan tanggal dan waktu' }}
        submitButtonProps={{ 'aria-label': 'Pilih tanggal dan waktu ini' }}
        ariaLabels={ARIA_LABELS}
        timePickerProps={TIME_LABELS}
        placeholder="Pilih tanggal dan waktu"
        classNames={{ day: classes.day }}
        {...props}
        id={id}
        popoverProps={{ ...props.popoverProps, id }}
        value={value === '' ? null : isoToJakartaWall(value)}
        onChange={(next) => onChange(next ? (jakartaWallToIso(next) ?? '') : '')}
      />
    </DatesProvider>
  );
}
