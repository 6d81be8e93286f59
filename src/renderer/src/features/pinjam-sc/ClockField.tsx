import { InputBase, UnstyledButton, type InputBaseProps } from '@mantine/core';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import classes from './ClockField.module.css';

type Part = 'hours' | 'minutes';
type Clock = Record<Part, number | null>;

const LIMITS: Readonly<Record<Part, { max: number; step: number }>> = {
  hours: { max: 23, step: 1 },
  minutes: { max: 59, step: 1 },
};

const pad = (n: number) => String(n).padStart(2, '0');

function parseClock(value: string): Clock {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  return match
    ? { hours: Number(match[1]), minutes: Number(match[2]) }
    : { hours: null, minutes: null };
}

const clockOf = (clock: Clock): string =>
  clock.hours === null || clock.minutes === null ? '' : `${pad(clock.hours)}:${pad(clock.minutes)}`;

export type ClockFieldProps = Omit<InputBaseProps, 'value' | 'onChange' | 'onFocus' | 'onBlur'> & {
  label?: string;
  /** A wall-clock time of Yogyakarta, HH:mm ('' when none or not complete). */
  value: string;
  onChange(value: string): void;
  onFocus?(event: FocusEvent<HTMLElement>): void;
  onBlur?(event: FocusEvent<HTMLElement>): void;
  /** The dropdown's choices (HH:mm), e.g. every half hour of the opening hours. */
  choices?: readonly string[];
  errorProps?: Record<string, unknown>;
};

/**
 * A time of day as the loan forms ask it: hours and minutes typed in 24-hour form (each a
 * spinbutton named after the field: "Waktu Mulai (jam)"), or tapped from `choices` in a list
 * under the field that closes on a choice. It looks and behaves as @mantine/dates' TimePicker
 * did here, without its popover and scroll area, so /pinjam-sc's first load stays light. A time
 * of day has no zone: it is the wall clock the booking keeps.
 */
export function ClockField({
  value,
  onChange,
  choices,
  label,
  onFocus,
  onBlur,
  ...props
}: ClockFieldProps) {
  const [clock, setClock] = useState(() => parseClock(value));
  // What this field last handed over: any other value came from outside (a reset, a record).
  const [handedOver, setHandedOver] = useState(value);
  if (value !== handedOver) {
    setHandedOver(value);
    setClock(parseClock(value));
  }
  const [open, setOpen] = useState(false);
  const hoursId = useId();
  const refs = { hours: useRef<HTMLInputElement>(null), minutes: useRef<HTMLInputElement>(null) };
  const withList = choices !== undefined && choices.length > 0;

  const update = (next: Clock) => {
    setClock(next);
    const text = clockOf(next);
    if (text !== handedOver) {
      setHandedOver(text);
      onChange(text);
    }
  };
  const set = (part: Part, n: number | null) => update({ ...clock, [part]: n });

  const typed = (part: Part, text: string) => {
    const digits = text.replace(/\D/g, '');
    if (digits === '') return;
    const { max } = LIMITS[part];
    // Digit by digit, as on a clock: a digit that would pass the maximum starts over.
    let n = 0;
    for (const digit of digits)
      n = n * 10 + Number(digit) > max ? Number(digit) : n * 10 + Number(digit);
    set(part, n);
    // "3" can only be 03 (hours) and two digits are a whole part: on to the minutes.
    if (part === 'hours' && (n > 2 || digits.length >= 2)) refs.minutes.current?.focus();
  };

  const key = (part: Part, event: KeyboardEvent<HTMLInputElement>) => {
    const { max, step } = LIMITS[part];
    const current = clock[part];
    const moves: Record<string, () => void> = {
      ArrowUp: () => set(part, current === null ? 0 : Math.min(current + step, max)),
      ArrowDown: () => set(part, current === null ? max : Math.max(current - step, 0)),
      Home: () => set(part, 0),
      End: () => set(part, max),
      Backspace: () => (current !== null ? set(part, null) : refs.hours.current?.focus()),
      Delete: () => (current !== null ? set(part, null) : refs.hours.current?.focus()),
      ArrowRight: () => refs.minutes.current?.focus(),
      ArrowLeft: () => refs.hours.current?.focus(),
    };
    const move = moves[event.key];
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else if (move) {
      event.preventDefault();
      move();
    }
  };

  const spin = (part: Part, name: string, placeholder: string) => (
    <input
      ref={refs[part]}
      id={part === 'hours' ? hoursId : undefined}
      className={classes.field}
      type="text"
      role="spinbutton"
      aria-label={name}
      aria-valuemin={0}
      aria-valuemax={LIMITS[part].max}
      aria-valuenow={clock[part] ?? 0}
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      disabled={props.disabled}
      value={clock[part] === null ? '' : pad(clock[part])}
      onChange={(event) => typed(part, event.currentTarget.value)}
      onKeyDown={(event) => key(part, event)}
      onFocus={(event) => event.currentTarget.select()}
      onClick={(event) => event.currentTarget.select()}
    />
  );

  const list = (
    // Taps on the list keep the focus in the field, so it stays open until a choice.
    <div className={classes.dropdown} onMouseDown={(event) => event.preventDefault()}>
      {choices?.map((choice) => (
        <UnstyledButton
          key={choice}
          className={classes.choice}
          data-active={choice === clockOf(clock) || undefined}
          tabIndex={-1}
          onClick={() => {
            update(parseClock(choice));
            setOpen(false);
          }}
        >
          {choice}
        </UnstyledButton>
      ))}
    </div>
  );

  return (
    <div
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onFocus?.(event);
        if (withList) setOpen(true);
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        setOpen(false);
        onBlur?.(event);
      }}
    >
      <InputBase
        component="div"
        label={label}
        labelProps={{ htmlFor: hoursId }}
        {...props}
        // The list hangs under the box itself, whatever the label and description above it.
        inputContainer={(box) => (
          <div className={classes.anchor}>
            {box}
            {open && withList && list}
          </div>
        )}
        onClick={() => {
          if (document.activeElement?.getAttribute('role') !== 'spinbutton')
            refs.hours.current?.focus();
          if (withList) setOpen(true);
        }}
      >
        <div className={classes.fields} dir="ltr">
          {spin('hours', label ? `${label} (jam)` : 'Jam', 'jj')}
          <span>:</span>
          {spin('minutes', label ? `${label} (menit)` : 'Menit', 'mm')}
        </div>
      </InputBase>
    </div>
  );
}
