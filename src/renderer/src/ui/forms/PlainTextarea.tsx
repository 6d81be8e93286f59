import { InputBase, type ElementProps, type InputBaseProps } from '@mantine/core';
import type { CSSProperties } from 'react';

export interface PlainTextareaProps
  extends Omit<InputBaseProps, 'styles'>, ElementProps<'textarea', 'size'> {
  /** Rows shown when empty; with `maxRows`, the field grows with its text up to that many. */
  minRows?: number;
  maxRows?: number;
  resize?: CSSProperties['resize'];
}

/** Rows plus the field's own padding and border, as Mantine draws a multiline input. */
const rowsHeight = (rows: number) =>
  `calc(${rows} * 1lh + 2 * var(--input-padding-y, 0px) + 2 * var(--input-bd-width, 1px))`;

/**
 * Mantine's Textarea without its autosize code (about 1.3 KB gzip on every page with a
 * textarea): growing with the text is the browser's own `field-sizing: content`; where a browser
 * lacks it, the field keeps `minRows` rows and can be resized by hand.
 */
export function PlainTextarea(props: PlainTextareaProps) {
  const { minRows = 3, maxRows, resize = 'vertical', ...others } = props;
  const grow: CSSProperties = maxRows
    ? { fieldSizing: 'content', minHeight: rowsHeight(minRows), maxHeight: rowsHeight(maxRows) }
    : {};
  return (
    <InputBase
      component="textarea"
      multiline
      rows={minRows}
      {...others}
      styles={{ input: { resize, ...grow } }}
    />
  );
}
