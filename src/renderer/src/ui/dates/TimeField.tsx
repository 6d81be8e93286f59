import '@mantine/dates/styles.css';
import { TimePicker, type TimePickerProps } from '@mantine/dates';

export type TimeFieldProps = Omit<TimePickerProps, 'value' | 'onChange' | 'format'> & {
  /** A wall-clock time of Yogyakarta, HH:mm ('' when none). */
  value: string;
  onChange(value: string): void;
  /** The choices of the dropdown (HH:mm), e.g. every half hour of the opening hours. */
  choices?: readonly string[];
};

/**
 * The portal's time-of-day input (@mantine/dates TimePicker): hours and minutes typed in 24-hour
 * form, or picked from `choices`. A time of day has no zone: it is the wall clock the record
 * keeps (Asia/Jakarta), never converted by the browser's own zone.
 */
export function TimeField({ value, onChange, choices, ...props }: TimeFieldProps) {
  // Each of the two inputs is named after its field, so two time fields on a form stay apart.
  const name = typeof props.label === 'string' ? props.label : null;
  return (
    <TimePicker
      format="24h"
      withDropdown={choices !== undefined && choices.length > 0}
      presets={choices ? [...choices] : undefined}
      // A choice picked is the answer: the list would otherwise cover the next field.
      closeDropdownOnPresetSelect
      hoursInputLabel={name ? `${name} (jam)` : 'Jam'}
      minutesInputLabel={name ? `${name} (menit)` : 'Menit'}
      hoursPlaceholder="jj"
      minutesPlaceholder="mm"
      clearButtonProps={{ 'aria-label': 'Kosongkan waktu' }}
      maxDropdownContentHeight={240}
      {...props}
      value={value}
      onChange={onChange}
    />
  );
}
