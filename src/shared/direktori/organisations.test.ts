import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  contactLinks,
  isHttpLink,
  isInstagramLink,
  matchesOrganisationSearch,
  newOrganisationDefaults,
  ORGANISATION_MESSAGES,
  organisationInputSchema,
  organisationNames,
  sameOrganisationName,
  whatsappDigits,
} from './organisations';

const base = { ...newOrganisationDefaults('UKM'), nama: 'UKM Robotika' };
const problems = (input: unknown) =>
  safeParse(organisationInputSchema, input).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('an organisation record', () => {
  it('accepts a record with every contact empty', () => {
    expect(safeParse(organisationInputSchema, base).success).toBe(true);
  });

  it.each([
    ['website', 'javascript:alert(1)', ORGANISATION_MESSAGES.websiteInvalid],
    ['website', 'data:text/html,x', ORGANISATION_MESSAGES.websiteInvalid],
    ['website', 'mailto:a@b.id', ORGANISATION_MESSAGES.websiteInvalid],
    ['instagram', 'http://instagram.com/ukm', ORGANISATION_MESSAGES.instagramInvalid],
    ['instagram', 'https://instagram.com.jahat.id/ukm', ORGANISATION_MESSAGES.instagramInvalid],
    ['email', 'bukan email', ORGANISATION_MESSAGES.emailInvalid],
    ['whatsapp', '08abc', ORGANISATION_MESSAGES.whatsappInvalid],
    ['jenis', 'BEM', ORGANISATION_MESSAGES.typeInvalid],
    ['nama', ' ', ORGANISATION_MESSAGES.nameRequired],
  ])('refuses %s %j with its message', (field, value, message) => {
    expect(problems({ ...base, [field]: value })).toEqual([[field, message]]);
  });
});

describe('links', () => {
  it('takes http and https only', () => {
    expect(isHttpLink('https://poltek.ac.id/a')).toBe(true);
    expect(isHttpLink('http://poltek.ac.id')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:,x',
      'ftp://x.id',
      '//x.id',
      'https://a b.id',
    ])
      expect(isHttpLink(bad)).toBe(false);
    expect(isInstagramLink('https://www.instagram.com/himatkn')).toBe(true);
  });

  it('turns contacts into mailto:, wa.me and the stored https links', () => {
    const links = contactLinks({
      email: 'hima@contoh.ac.id',
      whatsapp: '0812-3456-7890',
      instagram: 'https://www.instagram.com/himatkn/',
      website: 'https://hima.contoh.ac.id/profil',
    });
    expect(links.map((l) => [l.kind, l.href, l.text])).toEqual([
      ['email', 'mailto:hima@contoh.ac.id', 'hima@contoh.ac.id'],
      ['whatsapp', 'https://wa.me/6281234567890', '0812-3456-7890'],
      ['instagram', 'https://www.instagram.com/himatkn/', '@himatkn'],
      ['website', 'https://hima.contoh.ac.id/profil', 'hima.contoh.ac.id'],
    ]);
  });

  it('gives no link for a stored value that no longer passes its check', () => {
    expect(
      contactLinks({
        email: '',
        whatsapp: '',
        instagram: 'javascript:alert(1)',
        website: 'data:,x',
      }),
    ).toEqual([]);
  });

  it('writes an Indonesian number in international form', () => {
    expect(whatsappDigits('+62 812 1111 2222')).toBe('6281211112222');
    expect(whatsappDigits('0857 4321 0987')).toBe('6285743210987');
  });
});

describe('names and search', () => {
  it('compares names ignoring case and spaces', () => {
    expect(sameOrganisationName('UKM  Seni ', 'ukm seni')).toBe(true);
    expect(sameOrganisationName('UKM Seni', 'UKM Seni Rupa')).toBe(false);
  });

  it('searches the name and the short name', () => {
    const org = { nama: 'Himpunan Mahasiswa Teknokimia Nuklir', singkatan: 'HIMA TKN' };
    expect(matchesOrganisationSearch(org, 'tkn')).toBe(true);
    expect(matchesOrganisationSearch(org, 'teknokimia')).toBe(true);
    expect(matchesOrganisationSearch(org, '  ')).toBe(true);
    expect(matchesOrganisationSearch(org, 'robot')).toBe(false);
  });

  it('lists the names of one type or of both, in the given order', () => {
    const orgs = [
      { nama: 'HIMA A', jenis: 'HIMA' as const },
      { nama: 'UKM B', jenis: 'UKM' as const },
    ];
    expect(organisationNames(orgs)).toEqual(['HIMA A', 'UKM B']);
    expect(organisationNames(orgs, 'UKM')).toEqual(['UKM B']);
  });
});
