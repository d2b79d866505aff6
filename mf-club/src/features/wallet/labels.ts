import { registerLabels } from '@rednest/shared/i18n';

registerLabels('en', {
  'club.wallet.title': 'Your redcash',
  'club.wallet.balance': 'Redcash balance',
  'club.wallet.tier': 'Your tier',
  'club.wallet.signInTitle': 'Check your redcash',
  'club.wallet.signInBody': 'Sign in to see your redcash balance and loyalty tier.',
  'club.wallet.signIn': 'Sign in',
});
registerLabels('id', {
  'club.wallet.title': 'Redcash Anda',
  'club.wallet.balance': 'Saldo redcash',
  'club.wallet.tier': 'Tingkat Anda',
  'club.wallet.signInTitle': 'Cek redcash Anda',
  'club.wallet.signInBody': 'Masuk untuk melihat saldo redcash dan tingkat loyalitas Anda.',
  'club.wallet.signIn': 'Masuk',
});
registerLabels('vi', {
  'club.wallet.title': 'Redcash của bạn',
  'club.wallet.balance': 'Số dư redcash',
  'club.wallet.tier': 'Hạng của bạn',
  'club.wallet.signInTitle': 'Kiểm tra redcash của bạn',
  'club.wallet.signInBody': 'Đăng nhập để xem số dư redcash và hạng thành viên.',
  'club.wallet.signIn': 'Đăng nhập',
});
registerLabels('th', {
  'club.wallet.title': 'redcash ของคุณ',
  'club.wallet.balance': 'ยอด redcash',
  'club.wallet.tier': 'ระดับของคุณ',
  'club.wallet.signInTitle': 'ตรวจสอบ redcash ของคุณ',
  'club.wallet.signInBody': 'เข้าสู่ระบบเพื่อดูยอด redcash และระดับสมาชิกของคุณ',
  'club.wallet.signIn': 'เข้าสู่ระบบ',
});
