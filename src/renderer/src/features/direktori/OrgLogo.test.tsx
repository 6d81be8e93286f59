import { describe, expect, it } from 'vitest';
import { organisationInitials } from './OrgLogo';

describe('organisationInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(organisationInitials('HIMA TKN')).toBe('HT');
    expect(organisationInitials('UKM Robotika')).toBe('UR');
    expect(organisationInitials('Einsten.com')).toBe('EC');
    expect(organisationInitials('')).toBe('?');
  });
});
