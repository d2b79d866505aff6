import { registerLabels } from '@rednest/shared/i18n';

registerLabels('en', {
  'content.contact.title': 'Still need help?',
  'content.contact.body': 'Our customer service team is here for you every day.',
  'content.contact.call': 'Call us',
  'content.contact.email': 'Email us',
});
registerLabels('id', {
  'content.contact.title': 'Masih butuh bantuan?',
  'content.contact.body': 'Tim layanan pelanggan kami siap membantu setiap hari.',
  'content.contact.call': 'Telepon kami',
  'content.contact.email': 'Email kami',
});
registerLabels('vi', {
  'content.contact.title': 'Vẫn cần trợ giúp?',
  'content.contact.body': 'Đội ngũ chăm sóc khách hàng luôn sẵn sàng hỗ trợ bạn mỗi ngày.',
  'content.contact.call': 'Gọi cho chúng tôi',
  'content.contact.email': 'Gửi email cho chúng tôi',
});
registerLabels('th', {
  'content.contact.title': 'ยังต้องการความช่วยเหลือ?',
  'content.contact.body': 'ทีมบริการลูกค้าของเราพร้อมช่วยเหลือคุณทุกวัน',
  'content.contact.call': 'โทรหาเรา',
  'content.contact.email': 'ส่งอีเมลถึงเรา',
});
