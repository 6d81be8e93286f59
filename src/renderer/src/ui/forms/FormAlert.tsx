import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A failure of the whole form (wrong password, no connection…), announced when it appears. */
export function FormAlert(props: { message: string | null }) {
  if (!props.message) return null;
  return (
    <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
      {props.message}
    </Alert>
  );
}
