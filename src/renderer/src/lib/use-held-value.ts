import { useState } from 'react';

/**
 * A live value that stays shown while the next one loads: the latest value, or (while a new
 * query has none yet) the one before, so paging or filtering a list never flashes a spinner.
 */
export function useHeldValue<T>(value: T | undefined): T | undefined {
  const [last, setLast] = useState<T | undefined>(value);
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}
