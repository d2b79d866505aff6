import type { AccountTexts } from './en';

const id: AccountTexts = {
  'account.pageTitle': '{page} | RedNest',
  'account.signIn.title': 'Masuk',
  'account.signIn.intro': 'Masuk untuk melihat pesanan, redcash, dan harga member Anda.',
  'account.signIn.submit': 'Masuk',
  'account.signIn.submitting': 'Sedang masuk…',
  'account.signIn.noAccount': 'Baru di RedNest?',
  'account.signIn.createAccount': 'Buat akun',
  'account.field.email': 'Email',
  'account.field.password': 'Kata sandi',
  'account.password.show': 'Tampilkan kata sandi',
  'account.error.emailRequired': 'Masukkan email Anda',
  'account.error.emailInvalid': 'Masukkan alamat email yang valid',
  'account.error.passwordRequired': 'Masukkan kata sandi Anda',
  'account.error.passwordShort': 'Gunakan minimal 8 karakter untuk kata sandi',
  'account.error.passwordWeak': 'Sertakan minimal satu huruf dan satu angka',
  'account.error.firstNameRequired': 'Masukkan nama depan Anda',
  'account.error.lastNameRequired': 'Masukkan nama belakang Anda',
  'account.error.phoneInvalid': 'Masukkan nomor telepon yang valid',
  'account.error.invalidCredentials': 'Email atau kata sandi salah',
  'account.error.emailTaken': 'Akun dengan email ini sudah ada.',
  'account.error.emailTakenLink': 'Masuk saja',
  'account.error.rateLimited': 'Terlalu banyak percobaan. Tunggu sebentar, lalu coba lagi.',
  'account.error.rateLimitedFor': 'Terlalu banyak percobaan. Silakan coba lagi {wait}.',
  'account.error.network': 'Kami tidak dapat terhubung ke RedNest. Periksa koneksi Anda dan coba lagi.',
  'account.error.generic': 'Terjadi kesalahan di sistem kami. Silakan coba lagi.',
  'account.app.renderError': 'Bagian halaman ini tidak dapat ditampilkan.',
  'account.welcomeBack': 'Selamat datang kembali, {name}!',
  'account.welcomeNew': 'Selamat datang di RedNest, {name}!',
  'account.profile.retry': 'Coba lagi',
  'account.code.useCode': 'Masuk dengan kode sekali pakai',
  'account.code.usePassword': 'Masuk dengan kata sandi',
  'account.reset.forgot': 'Lupa kata sandi?',
  'account.social.or': 'atau',
  'account.social.facebookCancelled':
    'Anda membatalkan masuk dengan Facebook. Tidak ada yang berubah: masuk dengan cara lain, atau coba Facebook lagi.',
  'account.social.facebookFailed': 'Masuk dengan Facebook ini tidak dapat diselesaikan. Silakan coba lagi.',
  'account.social.facebookUnavailable':
    'Kami tidak dapat menghubungi Facebook saat ini. Silakan coba lagi sebentar lagi.',
  'account.social.facebookExpired': 'Login Facebook Anda telah kedaluwarsa. Silakan coba lagi.',
  'account.social.facebookNoEmail':
    'Facebook tidak membagikan alamat email Anda kepada kami. Coba lagi dan izinkan email Anda, atau masuk dengan cara lain.',
  'account.social.facebookRefused':
    'Login Facebook ini tidak dapat diterima. Silakan coba lagi atau masuk dengan cara lain.',
};

export default id;
