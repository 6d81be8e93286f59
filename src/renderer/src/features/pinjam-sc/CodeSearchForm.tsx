import { useState } from 'react';
import { TicketSearchForm } from '../../ui/forms/TicketSearchForm';

/** The booking code's search box of /pinjam-sc/kelola and /absensi. */
export function CodeSearchForm(props: {
  initial?: string;
  searching: boolean;
  error: string | null;
  onSearch(typed: string): void;
}) {
  const [input, setInput] = useState(props.initial ?? '');
  return (
    <TicketSearchForm
      value={input}
      onChange={setInput}
      onSubmit={() => props.onSearch(input)}
      placeholder="SC-XXXXX-XXXXX"
      error={props.error}
      searching={props.searching}
      submitLabel="Cari"
      code
    />
  );
}
