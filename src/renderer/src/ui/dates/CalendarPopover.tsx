import '@mantine/dates/styles.css';
import { Popover } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import 'dayjs/locale/id';
import { DATES_SETTINGS } from './dates-settings';

/**
 * The calendar of a DateTextField (@mantine/dates), loaded the first time someone opens it:
 * anchored under the field, closed by a choice, Escape or a click elsewhere.
 */
export default function CalendarPopover(props: {
  value: string | null;
  onPick(value: string): void;
  onClose(): void;
}) {
  return (
    <Popover
      opened
      onChange={(opened) => !opened && props.onClose()}
      onClose={props.onClose}
      position="bottom-start"
      trapFocus
      returnFocus
      withinPortal
      shadow="md"
    >
      <Popover.Target>
        <span style={{ position: 'absolute', left: 0, bottom: 0, width: 0, height: 0 }} />
      </Popover.Target>
      <Popover.Dropdown>
        <DatesProvider settings={DATES_SETTINGS}>
          <DatePicker
            value={props.value}
            defaultDate={props.value ?? undefined}
            onChange={(value) => value && props.onPick(value)}
            aria-label="Kalender"
          />
        </DatesProvider>
      </Popover.Dropdown>
    </Popover>
  );
}
