/** The shell's texts in Bahasa Indonesia: a chunk of its own, fetched only for id locales. */
import type { ShellLabelKey } from './en';

const texts: Record<ShellLabelKey, string> = {
  'loader.label': 'Memuat',
  'shell.meta.description':
    'Hotel budget, residence, dan co-living di Indonesia, Singapura, Filipina, Vietnam, dan Thailand.',
  'shell.skip': 'Langsung ke konten utama',
  'shell.home': 'Beranda {name}',
  'shell.nav.label': 'Utama',
  'shell.nav.myBookings': 'Pesanan Saya',
  'shell.nav.faq': 'FAQ',
  'shell.nav.listProperty': 'Daftarkan Properti Anda',
  'shell.signIn': 'Masuk',
  'shell.accountMenu': 'Menu akun untuk {name}',
  'shell.menu.myBookings': 'Pesanan saya',
  'shell.menu.myClients': 'Klien saya',
  'shell.menu.account': 'Akun saya',
  'shell.menu.redcash': 'RedCash',
  'shell.signOut': 'Keluar',
  'shell.signingOut': 'Sedang keluar…',
  'shell.signedOut': 'Anda telah keluar.',
  'shell.sessionExpired': 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  'shell.locale': 'Bahasa dan negara',
  'shell.currency': 'Mata uang',
  'shell.footer.label': 'Kaki halaman',
  'shell.footer.faq': 'FAQ',
  'shell.footer.redcash': 'Apa itu redcash?',
  'shell.footer.resellers': 'Untuk agen perjalanan',
  'shell.footer.customerService': 'Layanan pelanggan',
  'shell.footer.getApp': 'Unduh aplikasinya',
  'shell.footer.appStore': 'Unduh di App Store',
  'shell.footer.googlePlay': 'Dapatkan di Google Play',
  'shell.footer.rights': '© {year} {name}. Hak cipta dilindungi.',
  'shell.error.title': 'Ups!',
  'shell.error.subtitle': 'Terjadi kesalahan',
  'shell.error.home': 'Ke Beranda',
  'shell.error.call': 'Butuh bantuan? Hubungi kami di',
  'shell.cookie.title': 'Kebijakan Cookie',
  'shell.cookie.text':
    'Kami menggunakan cookie untuk mempersonalisasi konten dan memberikan pengalaman yang lebih aman. Dengan terus menjelajah, Anda menyetujui penggunaan cookie kami.',
  'shell.cookie.ok': 'OK',
  'shell.remote.failed': 'Bagian halaman ini tidak dapat dimuat.',
  'shell.remote.hint': 'Periksa koneksi Anda dan coba lagi. Bagian lain halaman tetap berfungsi.',
  'shell.remote.retry': 'Coba lagi',
};

export default texts;
