import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { fieldProps, type FormFields } from '../forms/form-helpers';
import { PasswordField } from './PasswordField';

/** The password of a sign-in, with the way to a reset under it at the end of the line. */
export function SignInPasswordField<Values extends { password: string }>(props: {
  form: FormFields<Values>;
  label: string;
  forgot: { to: string; label: string };
}) {
  return (
    <div>
      <PasswordField
        label={props.label}
        autoComplete="current-password"
        required
        {...fieldProps(props.form, 'password')}
      />
      <Group justify="flex-end" mt={6}>
        <Anchor component={Link} to={props.forgot.to} size="sm">
          {props.forgot.label}
        </Anchor>
      </Group>
    </div>
  );
}
