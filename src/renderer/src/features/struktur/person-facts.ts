import type { RecordOf } from '../../../../shared/resources/resource';
import { instagramHandle } from '../../../../shared/struktur/struktur';
import type {
  pembinaResource,
  strukturAnggotaResource,
} from '../../../../shared/struktur/struktur-resources';
import type { PersonDetailData, PersonFact } from './PersonDetail';

type Anggota = RecordOf<typeof strukturAnggotaResource>;
type Pembina = RecordOf<typeof pembinaResource>;

const fact = (label: string, value: string, href?: string): PersonFact[] =>
  value ? [href ? { label, value, href } : { label, value }] : [];

/** A member's public profile: division, study programme, year and social links. */
export const anggotaDetail = (anggota: Anggota, divisi: string): PersonDetailData => ({
  nama: anggota.nama,
  jabatan: anggota.jabatan,
  foto: anggota.foto,
  facts: [
    ...fact('Divisi', divisi),
    ...fact('Program Studi', anggota.prodi),
    ...fact('Angkatan', anggota.angkatan),
    ...(anggota.instagram
      ? fact(
          'Instagram',
          `@${instagramHandle(anggota.instagram)}`,
          `https://www.instagram.com/${instagramHandle(anggota.instagram)}/`,
        )
      : []),
    ...fact('LinkedIn', anggota.linkedin ? 'Lihat profil LinkedIn' : '', anggota.linkedin),
  ],
});

/** A pembina's public profile: field of expertise and academic links. */
export const pembinaDetail = (pembina: Pembina): PersonDetailData => ({
  nama: pembina.nama,
  jabatan: pembina.jabatan,
  foto: pembina.foto,
  facts: [
    ...fact('Bidang Keahlian', pembina.bidang),
    ...fact('LinkedIn', pembina.linkedin ? 'Lihat profil LinkedIn' : '', pembina.linkedin),
    ...fact('Google Scholar', pembina.scholar ? 'Lihat Google Scholar' : '', pembina.scholar),
  ],
});
