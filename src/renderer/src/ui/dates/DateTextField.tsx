import { TextInput, UnstyledButton, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { dateText, parseDateText } from '../../lib/date-text';
import classes from './DateTextField.module.css';

const CalendarPopover = lazy(() => import('./CalendarPopover'));

export type DateTextFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** YYYY-MM-DD when a day is chosen; otherwise what was typed ('' when nothing). */
  value: string;
  onChange(value: string): void;
};

/**
 * A day, typed ("12/12/2026", "12 Desember 2026", "2026-12-12") or picked from the calendar
 * (@mantine/dates, issue 16 item 9), never the browser's mm/dd/yyyy widget. The field hands over
 * YYYY-MM-DD as soon as the text names a real day, else the text itself, so the form's own check
 * says what is wrong. The calendar's code loads the first time it is opened: public forms stay
 * light, and typing works before it has arrived.
 */
export function DateTextField({ value, onChange, ...props }: DateTextFieldProps) {
  const [text, setText] = useState(() => dateText(value));
  const [open, setOpen] = useState(false);
  // What this field last handed over: any other value came from outside (a draft, a reset), and
  // the text follows it (state set during render, React's way of deriving from a prop change).
  const [handedOver, setHandedOver] = useState(value);
  if (value !== handedOver) {
    setHandedOver(value);
    setText(dateText(value));
  }
  const hand = (next: string) => {
    setHandedOver(next);
    onChange(next);
  };
  const day = parseDateText(text);

  return (
    <div style={{ position: 'relative' }}>
      <TextInput
        placeholder="Contoh: 12 Desember 2026"
        autoComplete="off"
        {...props}
        value={text}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          setText(typed);
          hand(parseDateText(typed) ?? typed.trim());
        }}
        onBlur={(event) => {
          // A day written any way is shown the one way once the field is left.
          if (day) setText(dateText(day));
          props.onBlur?.(event);
        }}
        rightSection={
          // UnstyledButton, not ActionIcon: the wizard's first load has no kilobyte to spare.
          <UnstyledButton
            className={classes.calendarButton}
            // Not named after the field: a search by the field's label must find the input alone.
            aria-label="Buka kalender"
            aria-expanded={open}
            onClick={() => setOpen((current) => !current)}
          >
            <IconCalendar size={18} aria-hidden />
          </UnstyledButton>
        }
      />
      {open && (
        <Suspense fallback={null}>
          <CalendarPopover
            value={day}
            onPick={(picked) => {
              setText(dateText(picked));
              hand(picked);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
