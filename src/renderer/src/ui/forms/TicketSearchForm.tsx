import { Button, Group, Paper, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';

/**
 * A ticket number's search box (SI-LAKAS, the loan pages): "Nomor Tiket" and its button on one
 * line, the error under the field for screen readers as an alert. The page keeps the text, so
 * a link's `?ticket=` can fill it.
 */
export function TicketSearchForm(props: {
  value: string;
  onChange(value: string): void;
  onSubmit(): void;
  placeholder: string;
  error: string | null;
  searching: boolean;
  submitLabel: string;
  /** Letters and digits to copy exactly: no capitals or spelling fixed by the phone's keyboard. */
  code?: boolean;
  onFocus?(): void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label="Nomor Tiket"
            required
            placeholder={props.placeholder}
            value={props.value}
            onChange={(event) => props.onChange(event.currentTarget.value)}
            onFocus={props.onFocus}
            error={props.error}
            errorProps={{ role: 'alert' }}
            autoComplete="off"
            autoCapitalize={props.code ? 'characters' : undefined}
            spellCheck={props.code ? false : undefined}
            style={{ flex: 1, minWidth: 0 }}
          />
          {/* Level with the field under its label. */}
          <Button
            type="submit"
            mt={25}
            loading={props.searching}
            leftSection={<IconSearch size={16} aria-hidden />}
          >
            {props.submitLabel}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
