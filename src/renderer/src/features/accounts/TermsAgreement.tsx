import { Anchor } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { CheckboxField } from '../../ui/forms/CheckboxField';
import { checkboxProps, type FormFields } from '../../ui/forms/form-helpers';

export const TERMS_REQUIRED_MESSAGE = 'Anda harus menyetujui Syarat dan Ketentuan.';

/** The `terms` box must be ticked. */
export function termsAccepted(values: { terms: boolean }): Record<string, string> {
  return values.terms ? {} : { terms: TERMS_REQUIRED_MESSAGE };
}

/** "Saya menyetujui Syarat dan Ketentuan", linking to /terms (the form keeps its draft meanwhile). */
export function TermsAgreement<Values extends { terms: boolean }>(props: {
  form: FormFields<Values>;
  /** Called when the user follows the link, to keep what they typed. */
  onOpenTerms?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <CheckboxField
      label={
        <>
          Saya menyetujui{' '}
          <Anchor
            component={Link}
            to="/terms"
            state={{ from: pathname }}
            onClick={props.onOpenTerms}
            inherit
          >
            Syarat dan Ketentuan
          </Anchor>
        </>
      }
      {...checkboxProps(props.form, 'terms')}
    />
  );
}
