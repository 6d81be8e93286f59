export const APP_NAME = 'Portal BEM KM Poltek Nuklir';
export const ORGANISATION = {
  shortName: 'BEM KM Poltek Nuklir',
  fullName: 'Badan Eksekutif Mahasiswa Keluarga Mahasiswa Politeknik Teknologi Nuklir Indonesia',
  tagline: 'Mengabdi dengan Aksi, Berkarya untuk Negeri.',
  address: 'Jl. Babarsari, Caturtunggal, Depok, Sleman, Daerah Istimewa Yogyakarta 55281',
  email: 'bempolteknuklir@gmail.com',
  instagram: 'bempolteknuklir',
} as const;
