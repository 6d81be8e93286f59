import { Anchor } from '@mantine/core';
import type { LooseKeys } from '@mantine/form';
import { Link, useLocation } from 'react-router-dom';
import { CheckboxField } from '../forms/CheckboxField';
import { checkboxProps, type FormFields } from '../forms/form-helpers';

/** Which terms a registration agrees to: the box's field, and the page with the terms. */
export interface Terms<Values> {
  path: LooseKeys<Values>;
  to: string;
  /** The link's words: "Syarat dan Ketentuan". */
  label: string;
}

export const STAFF_TERMS = { path: 'terms', to: '/terms', label: 'Syarat dan Ketentuan' } as const;

export const TERMS_REQUIRED_MESSAGE = 'Anda harus menyetujui Syarat dan Ketentuan.';

/** The staff's `terms` box must be ticked. */
export function termsAccepted(values: { terms: boolean }): Record<string, string> {
  return values.terms ? {} : { terms: TERMS_REQUIRED_MESSAGE };
}

/**
 * "Saya menyetujui …", linking to the terms (the form keeps its draft meanwhile, and the terms
 * page leads back here).
 */
export function TermsAgreement<Values>(props: {
  form: FormFields<Values>;
  terms: Terms<Values>;
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
            to={props.terms.to}
            state={{ from: pathname }}
            onClick={props.onOpenTerms}
            inherit
          >
            {props.terms.label}
          </Anchor>
        </>
      }
      {...checkboxProps(props.form, props.terms.path)}
    />
  );
}
