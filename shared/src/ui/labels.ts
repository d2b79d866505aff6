import { registerLabels } from '@rednest/shared/i18n';

/** Texts of the UI kit itself (spec: every visible string in en, id, vi, th). */
registerLabels('en', {
  'ui.loading': 'Loading…',
  'ui.close': 'Close',
  'ui.dismiss': 'Dismiss',
  'ui.retry': 'Try again',
  'ui.errorTitle': 'Something went wrong',
  'ui.notifications': 'Notifications',
  'ui.originalPrice': 'Original price',
  'ui.currentPrice': 'Price',
});
registerLabels('id', {
  'ui.loading': 'Memuat…',
  'ui.close': 'Tutup',
  'ui.dismiss': 'Abaikan',
  'ui.retry': 'Coba lagi',
  'ui.errorTitle': 'Terjadi kesalahan',
  'ui.notifications': 'Notifikasi',
  'ui.originalPrice': 'Harga awal',
  'ui.currentPrice': 'Harga',
});
registerLabels('vi', {
  'ui.loading': 'Đang tải…',
  'ui.close': 'Đóng',
  'ui.dismiss': 'Bỏ qua',
  'ui.retry': 'Thử lại',
  'ui.errorTitle': 'Đã xảy ra lỗi',
  'ui.notifications': 'Thông báo',
  'ui.originalPrice': 'Giá gốc',
  'ui.currentPrice': 'Giá',
});
registerLabels('th', {
  'ui.loading': 'กำลังโหลด…',
  'ui.close': 'ปิด',
  'ui.dismiss': 'ปิดการแจ้งเตือน',
  'ui.retry': 'ลองอีกครั้ง',
  'ui.errorTitle': 'เกิดข้อผิดพลาด',
  'ui.notifications': 'การแจ้งเตือน',
  'ui.originalPrice': 'ราคาเดิม',
  'ui.currentPrice': 'ราคา',
});
