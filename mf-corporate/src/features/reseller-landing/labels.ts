import { registerLabels } from '@rednest/shared/i18n';

// Bundled fallbacks; labels from the API (load_labels) override them when they exist.
registerLabels('en', {
  'corp.reseller.title': 'Become a RedNest reseller',
  'corp.reseller.lead': 'Sell budget stays across Southeast Asia to your customers and earn a commission on every booking.',
  'corp.reseller.benefits': 'Why resell RedNest',
  'corp.reseller.howItWorks': 'How it works',
  'corp.reseller.ctaTitle': 'Ready to start?',
  'corp.reseller.ctaBody': 'Our partnerships team sets up your reseller account and answers your questions.',
  'corp.reseller.contact': 'Contact our partnerships team',
  'corp.reseller.call': 'Or call {number}',
  'corp.reseller.emailSubject': 'Becoming a RedNest reseller',
  'corp.reseller.loading': 'Loading the reseller programme',
  'corp.reseller.error': 'We could not load the reseller programme.',
  'corp.reseller.retry': 'Retry',
});
registerLabels('id', {
  'corp.reseller.title': 'Jadi reseller RedNest',
  'corp.reseller.lead': 'Jual penginapan hemat di seluruh Asia Tenggara kepada pelanggan Anda dan dapatkan komisi dari setiap pemesanan.',
  'corp.reseller.benefits': 'Mengapa menjadi reseller RedNest',
  'corp.reseller.howItWorks': 'Cara kerjanya',
  'corp.reseller.ctaTitle': 'Siap memulai?',
  'corp.reseller.ctaBody': 'Tim kemitraan kami akan menyiapkan akun reseller Anda dan menjawab pertanyaan Anda.',
  'corp.reseller.contact': 'Hubungi tim kemitraan kami',
  'corp.reseller.call': 'Atau telepon {number}',
  'corp.reseller.emailSubject': 'Menjadi reseller RedNest',
  'corp.reseller.loading': 'Memuat program reseller',
  'corp.reseller.error': 'Kami tidak dapat memuat program reseller.',
  'corp.reseller.retry': 'Coba lagi',
});
registerLabels('vi', {
  'corp.reseller.title': 'Trở thành đại lý RedNest',
  'corp.reseller.lead': 'Bán chỗ lưu trú giá tốt khắp Đông Nam Á cho khách hàng của bạn và nhận hoa hồng cho mỗi lượt đặt phòng.',
  'corp.reseller.benefits': 'Vì sao nên làm đại lý RedNest',
  'corp.reseller.howItWorks': 'Cách hoạt động',
  'corp.reseller.ctaTitle': 'Sẵn sàng bắt đầu?',
  'corp.reseller.ctaBody': 'Đội ngũ đối tác của chúng tôi sẽ thiết lập tài khoản đại lý và giải đáp thắc mắc của bạn.',
  'corp.reseller.contact': 'Liên hệ đội ngũ đối tác',
  'corp.reseller.call': 'Hoặc gọi {number}',
  'corp.reseller.emailSubject': 'Trở thành đại lý RedNest',
  'corp.reseller.loading': 'Đang tải chương trình đại lý',
  'corp.reseller.error': 'Không thể tải chương trình đại lý.',
  'corp.reseller.retry': 'Thử lại',
});
registerLabels('th', {
  'corp.reseller.title': 'มาเป็นตัวแทนขาย RedNest',
  'corp.reseller.lead': 'ขายที่พักราคาประหยัดทั่วเอเชียตะวันออกเฉียงใต้ให้ลูกค้าของคุณ และรับค่าคอมมิชชันจากทุกการจอง',
  'corp.reseller.benefits': 'ทำไมต้องเป็นตัวแทนขาย RedNest',
  'corp.reseller.howItWorks': 'วิธีการทำงาน',
  'corp.reseller.ctaTitle': 'พร้อมเริ่มต้นหรือยัง?',
  'corp.reseller.ctaBody': 'ทีมพันธมิตรของเราจะตั้งค่าบัญชีตัวแทนขายและตอบทุกคำถามของคุณ',
  'corp.reseller.contact': 'ติดต่อทีมพันธมิตรของเรา',
  'corp.reseller.call': 'หรือโทร {number}',
  'corp.reseller.emailSubject': 'สมัครเป็นตัวแทนขาย RedNest',
  'corp.reseller.loading': 'กำลังโหลดโปรแกรมตัวแทนขาย',
  'corp.reseller.error': 'ไม่สามารถโหลดโปรแกรมตัวแทนขายได้',
  'corp.reseller.retry': 'ลองอีกครั้ง',
});
