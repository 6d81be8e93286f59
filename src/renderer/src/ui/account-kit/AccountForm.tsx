import { Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '../forms/FormAlert';

/**
 * The form of an account screen (sign in, register, reset): its fields, then the failure of the
 * whole form, then the full-width submit button, which spins while the request runs.
 */
export function AccountForm(props: {
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  error: string | null;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={props.onSubmit} noValidate>
      <Stack gap="md">
        {props.children}
        <FormAlert message={props.error} />
        <Button type="submit" fullWidth loading={props.submitting}>
          {props.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
