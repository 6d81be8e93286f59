import { publicPageExists } from '../../shell/navigation/built-pages';
import { TermsLayout, type TermsSection } from './TermsLayout';

const VOTER_REGISTRATION = '/register-pemilih';

const SECTIONS: readonly TermsSection[] = [
  {
    title: 'Mahasiswa Aktif',
    body: [
      'Hanya mahasiswa aktif Politeknik Teknologi Nuklir Indonesia yang berhak mendaftar sebagai pemilih dan memberikan suara. Panitia berhak memverifikasi status kemahasiswaan Anda sebelum akun pemilih disetujui.',
    ],
  },
  {
    title: 'Satu Akun untuk Setiap Mahasiswa',
    body: [
      'Setiap mahasiswa hanya boleh memiliki satu akun pemilih, yang didaftarkan dengan Nomor Induk Mahasiswa (NIM) dan alamat email miliknya sendiri. Data yang Anda isikan harus benar dan sesuai dengan data akademik.',
    ],
  },
  {
    title: 'Pendaftaran Ganda',
    body: [
      'Mendaftarkan lebih dari satu akun, atau mendaftar dengan NIM atau email milik orang lain, mengakibatkan diskualifikasi: seluruh akun yang terkait dinonaktifkan dan tidak dapat memberikan suara dalam pemilihan tersebut.',
    ],
  },
  {
    title: 'Satu Suara dalam Setiap Pemilihan',
    body: [
      'Setiap pemilih hanya dapat memberikan satu suara dalam setiap pemilihan yang diikutinya.',
    ],
  },
  {
    title: 'Suara Bersifat Final dan Rahasia',
    body: [
      'Suara yang telah dikirim bersifat final dan tidak dapat diubah maupun ditarik kembali. Periksa pilihan Anda sebelum mengirimkannya.',
      'Suara Anda bersifat anonim: sistem tidak menghubungkan pilihan Anda dengan identitas Anda. Panitia hanya dapat mengetahui bahwa Anda telah memberikan suara, bukan kandidat yang Anda pilih.',
    ],
  },
  {
    title: 'Penghitungan Suara',
    body: [
      'Suara dihitung secara agregat, yaitu sebagai jumlah suara untuk setiap kandidat. Hasil pemilihan hanya menampilkan jumlah tersebut dan tidak pernah menampilkan pilihan perorangan.',
    ],
  },
];

// The back link goes to voter registration (SPEC.md §2) once that page exists; never to a 404.
const registrationExists = publicPageExists(VOTER_REGISTRATION);

/** /terms-pemilih: the terms a student accepts when registering as a voter. */
export default function VoterTermsPage() {
  return (
    <TermsLayout
      title="Syarat dan Ketentuan Pemilih"
      intro="Syarat dan Ketentuan ini berlaku bagi setiap mahasiswa yang mendaftar sebagai pemilih dan memberikan suara melalui E-Voting BEM KM Politeknik Teknologi Nuklir Indonesia."
      sections={SECTIONS}
      back={
        registrationExists
          ? { to: VOTER_REGISTRATION, label: 'Kembali ke Pendaftaran' }
          : { to: '/', label: 'Kembali ke Beranda' }
      }
    />
  );
}
