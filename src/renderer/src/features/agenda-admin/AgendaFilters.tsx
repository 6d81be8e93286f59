import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ACTIVITY_MESSAGES } from '../../../../shared/agenda/activities';
import { DateRangeField, type DayRange } from '../../ui/dates/DateRangeField';

/**
 * Kelola Penanggalan's filters (ORIGINAL.md §6): a range of days, applied with "Tampilkan" and
 * refused without a whole range ("Pilih rentang tanggal yang valid."), "Reset" back to this week,
 * and a search over every activity's name, organiser and place.
 */
export function AgendaFilters(props: {
  range: DayRange;
  onRange(range: DayRange): void;
  search: string;
  onSearch(search: string): void;
  /** Back to this week and no search; answers the week, which the field then shows. */
  onReset(): DayRange;
}) {
  const [draft, setDraft] = useState<DayRange>(props.range);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    const [from, to] = draft;
    if (!from || !to || to < from) {
      setProblem(ACTIVITY_MESSAGES.invalidRange);
      return;
    }
    setProblem(null);
    props.onRange([from, to]);
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <DateRangeField
        label="Rentang tanggal"
        placeholder="Pilih rentang tanggal"
        clearable
        value={draft}
        onChange={(next) => {
          setDraft(next);
          setProblem(null);
        }}
        error={problem}
        errorProps={{ role: 'alert' }}
        miw={260}
      />
      <Button variant="light" onClick={apply}>
        Tampilkan
      </Button>
      <Button
        variant="default"
        onClick={() => {
          setProblem(null);
          setDraft(props.onReset());
        }}
      >
        Reset
      </Button>
      <TextInput
        aria-label="Cari kegiatan"
        placeholder="Cari nama kegiatan, pelaksana atau tempat..."
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
        style={{ flex: 1 }}
        miw={220}
      />
    </Group>
  );
}
