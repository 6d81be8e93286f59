import { Input } from '@mantine/core';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import classes from './CheckboxField.module.css';

/**
 * The browser's own checkbox beside its label, with its error under it: for the one box of a
 * public form (accepting the terms), where Mantine's Checkbox would bring its group, card and
 * indicator code (about 2.5 KB gzip) to the page.
 */
export function CheckboxField(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
    label: ReactNode;
    /** Shown under the box and announced as it appears. */
    error?: ReactNode;
  },
) {
  const { label, error, className, ...input } = props;
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label className={classes.row}>
        <input
          id={id}
          {...input}
          type="checkbox"
          className={className ? `${classes.box} ${className}` : classes.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      {error && (
        <Input.Error id={errorId} className={classes.error} role="alert">
          {error}
        </Input.Error>
      )}
    </div>
  );
}
