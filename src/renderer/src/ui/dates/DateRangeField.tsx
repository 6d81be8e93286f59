import '@mantine/dates/styles.css';
import { DatePickerInput, DatesProvider, type DatePickerInputProps } from '@mantine/dates';
import '../../lib/dates';
import { DATES_SETTINGS } from './dates-settings';

/** A range of calendar days, YYYY-MM-DD each; an end not yet picked (or a cleared field) is ''. */
export type DayRange = readonly [from: string, to: string];

export type DateRangeFieldProps = Omit<
  DatePickerInputProps<'range'>,
  'value' | 'onChange' | 'type'
> & {
  value: DayRange;
  onChange(value: DayRange): void;
};

/**
 * The portal's date-range picker (@mantine/dates): one field, two days picked on the calendar in
 * Indonesian ("2 Maret 2026 – 8 Maret 2026"). Calendar days have no time zone.
 */
export function DateRangeField({ value, onChange, ...props }: DateRangeFieldProps) {
  return (
    <DatesProvider settings={DATES_SETTINGS}>
      <DatePickerInput
        type="range"
        valueFormat="D MMMM YYYY"
        allowSingleDateInRange
        clearButtonProps={{ 'aria-label': 'Kosongkan rentang tanggal' }}
        {...props}
        value={[value[0] || null, value[1] || null]}
        onChange={([from, to]) => onChange([from ?? '', to ?? ''])}
      />
    </DatesProvider>
  );
}
