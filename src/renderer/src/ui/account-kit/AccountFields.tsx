import { TextInput } from '@mantine/core';
import type { LooseKeys } from '@mantine/form';
import { fieldProps, type FormFields } from '../forms/form-helpers';

/** The email of an account: "username" where it signs in, "email" where it is given. */
export function EmailField<Values extends { email: string }>(props: {
  form: FormFields<Values>;
  label?: string;
  placeholder?: string;
  autoComplete: 'username' | 'email';
}) {
  return (
    <TextInput
      label={props.label ?? 'Email'}
      type="email"
      inputMode="email"
      autoComplete={props.autoComplete}
      placeholder={props.placeholder}
      required
      {...fieldProps(props.form, 'email')}
    />
  );
}

/** A person's full name ("Nama Lengkap"), as the browser fills it in. */
export function FullNameField<Values>(props: {
  form: FormFields<Values>;
  path: LooseKeys<Values>;
  description?: string;
}) {
  return (
    <TextInput
      label="Nama Lengkap"
      description={props.description}
      autoComplete="name"
      required
      {...fieldProps(props.form, props.path)}
    />
  );
}
