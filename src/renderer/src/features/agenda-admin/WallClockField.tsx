import type { WallClock } from '../../../../shared/agenda/wall-clock';
import { DateTimeField, type DateTimeFieldProps } from '../../ui/dates/DateTimeField';
import { isoToJakartaWall, jakartaWallToIso } from '../../ui/dates/jakarta-time';

/**
 * An activity's start or end: the portal's date-and-time picker (which shows and picks
 * Yogyakarta's wall clock whatever the computer's zone), kept as the calendar stores it,
 * 'YYYY-MM-DDTHH:mm' ('' when cleared). What is picked is what is stored: no zone in between.
 */
export function WallClockField({
  value,
  onChange,
  ...props
}: Omit<DateTimeFieldProps, 'value' | 'onChange'> & {
  value: WallClock;
  onChange(value: WallClock): void;
}) {
  return (
    <DateTimeField
      {...props}
      value={value ? (jakartaWallToIso(value) ?? '') : ''}
      onChange={(iso) =>
        onChange(iso ? (isoToJakartaWall(iso)?.slice(0, 16).replace(' ', 'T') ?? '') : '')
      }
    />
  );
}
