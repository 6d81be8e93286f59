import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { HistoriFilter } from '../../backend/contract';
import { useBackendQuery } from '../../backend/use-backend-query';

export interface HistoriFilterInput {
  oleh: string;
  action: string;
  from: string;
  to: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export const EMPTY_HISTORI_FILTER: HistoriFilterInput = { oleh: '', action: '', from: '', to: '' };

/** What the server is asked for: trimmed texts, and only the fields that are filled in. */
export function toHistoriFilter(input: HistoriFilterInput): HistoriFilter {
  const filter: HistoriFilter = {};
  const oleh = input.oleh.trim();
  const action = input.action.trim();
  if (oleh) filter.oleh = oleh;
  if (action) filter.action = action;
  // A date still being typed is no filter yet (the field hands over YYYY-MM-DD once it is a day).
  if (ISO_DAY.test(input.from)) filter.from = input.from;
  if (ISO_DAY.test(input.to)) filter.to = input.to;
  return filter;
}

export const HISTORI_DEBOUNCE_MS = 350;

/**
 * One page of the activity history for filters typed by the user, asked for once typing pauses.
 * A new filter starts again at page 1; an answer that arrives after a newer request is ignored.
 */
export function useHistori(input: HistoriFilterInput) {
  const [debounced] = useDebouncedValue(input, HISTORI_DEBOUNCE_MS);
  const filter = useMemo(() => toHistoriFilter(debounced), [debounced]);
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  // The previous page stays on screen (`value`) while the next one loads.
  const query = useBackendQuery([filter, page], (b, [f, p]) => b.histori.page(f, p));

  return {
    filter,
    page,
    setPage: (next: number) => setPaging({ filterKey, page: next }),
    ...query,
  };
}
