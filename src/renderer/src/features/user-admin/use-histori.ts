import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import type { HistoriFilter, HistoriPage } from '../../backend/contract';
import { useBackend } from '../../backend/use-backend';
import { errorMessage } from './use-user-actions';

export interface HistoriFilterInput {
  oleh: string;
  action: string;
  from: string;
  to: string;
}

export const EMPTY_HISTORI_FILTER: HistoriFilterInput = { oleh: '', action: '', from: '', to: '' };

/** What the server is asked for: trimmed texts, and only the fields that are filled in. */
export function toHistoriFilter(input: HistoriFilterInput): HistoriFilter {
  const filter: HistoriFilter = {};
  const oleh = input.oleh.trim();
  const action = input.action.trim();
  if (oleh) filter.oleh = oleh;
  if (action) filter.action = action;
  if (input.from) filter.from = input.from;
  if (input.to) filter.to = input.to;
  return filter;
}

export const HISTORI_DEBOUNCE_MS = 350;

/**
 * One page of the activity history for filters typed by the user, asked for once typing pauses.
 * A new filter starts again at page 1; an answer that arrives after a newer request is ignored.
 */
export function useHistori(input: HistoriFilterInput) {
  const backend = useBackend();
  const [debounced] = useDebouncedValue(input, HISTORI_DEBOUNCE_MS);
  const filter = useMemo(() => toHistoriFilter(debounced), [debounced]);
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const requestKey = `${filterKey}#${page}`;
  const [result, setResult] = useState<{
    key: string;
    data?: HistoriPage;
    error?: string;
  } | null>(null);

  useEffect(() => {
    let current = true;
    backend
      .then((b) => b.histori.page(filter, page))
      .then(
        (data) => current && setResult({ key: requestKey, data }),
        (error: unknown) => current && setResult({ key: requestKey, error: errorMessage(error) }),
      );
    return () => {
      current = false;
    };
  }, [backend, filter, page, requestKey]);

  return {
    filter,
    page,
    setPage: (next: number) => setPaging({ filterKey, page: next }),
    loading: result?.key !== requestKey,
    // The previous page stays on screen while the next one loads.
    data: result?.data,
    error: result?.key === requestKey ? result.error : undefined,
  };
}
