/** The shell's texts in Vietnamese: a chunk of its own, fetched only for vi locales. */
import type { ShellLabelKey } from './en';

const texts: Record<ShellLabelKey, string> = {
  'loader.label': 'Đang tải',
  'shell.meta.description':
    'Khách sạn bình dân, căn hộ và co-living tại Indonesia, Singapore, Philippines, Việt Nam và Thái Lan.',
  'shell.skip': 'Chuyển đến nội dung chính',
  'shell.home': 'Trang chủ {name}',
  'shell.nav.label': 'Điều hướng chính',
  'shell.nav.myBookings': 'Đặt phòng của tôi',
  'shell.nav.faq': 'Câu hỏi thường gặp',
  'shell.nav.listProperty': 'Đăng ký chỗ nghỉ',
  'shell.signIn': 'Đăng nhập',
  'shell.accountMenu': 'Menu tài khoản của {name}',
  'shell.menu.myBookings': 'Đặt phòng của tôi',
  'shell.menu.myClients': 'Khách hàng của tôi',
  'shell.menu.account': 'Tài khoản của tôi',
  'shell.menu.redcash': 'RedCash',
  'shell.signOut': 'Đăng xuất',
  'shell.signingOut': 'Đang đăng xuất…',
  'shell.signedOut': 'Bạn đã đăng xuất.',
  'shell.sessionExpired': 'Phiên của bạn đã hết hạn. Vui lòng đăng nhập lại.',
  'shell.locale': 'Ngôn ngữ và quốc gia',
  'shell.currency': 'Tiền tệ',
  'shell.footer.label': 'Chân trang',
  'shell.footer.faq': 'Câu hỏi thường gặp',
  'shell.footer.redcash': 'Redcash là gì?',
  'shell.footer.resellers': 'Dành cho đại lý du lịch',
  'shell.footer.customerService': 'Chăm sóc khách hàng',
  'shell.footer.getApp': 'Tải ứng dụng',
  'shell.footer.appStore': 'Tải về trên App Store',
  'shell.footer.googlePlay': 'Tải trên Google Play',
  'shell.footer.rights': '© {year} {name}. Bảo lưu mọi quyền.',
  'shell.error.title': 'Rất tiếc!',
  'shell.error.subtitle': 'Đã xảy ra lỗi',
  'shell.error.home': 'Về trang chủ',
  'shell.error.call': 'Cần hỗ trợ? Gọi cho chúng tôi theo số',
  'shell.cookie.title': 'Chính sách cookie',
  'shell.cookie.text':
    'Chúng tôi sử dụng cookie để cá nhân hóa nội dung và mang lại trải nghiệm an toàn hơn. Khi tiếp tục duyệt, bạn đồng ý với việc sử dụng cookie của chúng tôi.',
  'shell.cookie.ok': 'OK',
  'shell.remote.failed': 'Không thể tải phần này của trang.',
  'shell.remote.hint': 'Hãy kiểm tra kết nối và thử lại. Các phần khác của trang vẫn hoạt động.',
  'shell.remote.retry': 'Thử lại',
};

export default texts;
