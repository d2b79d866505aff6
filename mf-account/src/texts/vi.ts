import type { AccountTexts } from './en';

const vi: AccountTexts = {
  'account.pageTitle': '{page} | RedNest',
  'account.signIn.title': 'Đăng nhập',
  'account.signIn.intro': 'Đăng nhập để xem đặt phòng, redcash và giá thành viên của bạn.',
  'account.signIn.submit': 'Đăng nhập',
  'account.signIn.submitting': 'Đang đăng nhập…',
  'account.signIn.noAccount': 'Mới biết đến RedNest?',
  'account.signIn.createAccount': 'Tạo tài khoản',
  'account.field.email': 'Email',
  'account.field.password': 'Mật khẩu',
  'account.password.show': 'Hiện mật khẩu',
  'account.error.emailRequired': 'Nhập email của bạn',
  'account.error.emailInvalid': 'Nhập địa chỉ email hợp lệ',
  'account.error.passwordRequired': 'Nhập mật khẩu của bạn',
  'account.error.passwordShort': 'Mật khẩu cần ít nhất 8 ký tự',
  'account.error.passwordWeak': 'Cần có ít nhất một chữ cái và một chữ số',
  'account.error.firstNameRequired': 'Nhập tên của bạn',
  'account.error.lastNameRequired': 'Nhập họ của bạn',
  'account.error.phoneInvalid': 'Nhập số điện thoại hợp lệ',
  'account.error.invalidCredentials': 'Email hoặc mật khẩu không đúng',
  'account.error.emailTaken': 'Đã có tài khoản dùng email này.',
  'account.error.emailTakenLink': 'Đăng nhập',
  'account.error.rateLimited': 'Bạn đã thử quá nhiều lần. Vui lòng đợi một phút rồi thử lại.',
  'account.error.rateLimitedFor': 'Bạn đã thử quá nhiều lần. Vui lòng thử lại {wait}.',
  'account.error.network': 'Không thể kết nối tới RedNest. Hãy kiểm tra kết nối và thử lại.',
  'account.error.generic': 'Đã có lỗi từ phía chúng tôi. Vui lòng thử lại.',
  'account.app.renderError': 'Không thể hiển thị phần này của trang.',
  'account.welcomeBack': 'Chào mừng trở lại, {name}!',
  'account.welcomeNew': 'Chào mừng bạn đến với RedNest, {name}!',
  'account.profile.retry': 'Thử lại',
  'account.code.useCode': 'Đăng nhập bằng mã dùng một lần',
  'account.code.usePassword': 'Đăng nhập bằng mật khẩu',
  'account.reset.forgot': 'Quên mật khẩu?',
  'account.social.or': 'hoặc',
  'account.social.facebookCancelled':
    'Bạn đã hủy đăng nhập bằng Facebook. Không có gì thay đổi: hãy đăng nhập bằng cách khác hoặc thử lại Facebook.',
  'account.social.facebookFailed': 'Không thể hoàn tất lần đăng nhập Facebook này. Vui lòng thử lại.',
  'account.social.facebookUnavailable': 'Hiện chúng tôi không thể kết nối với Facebook. Vui lòng thử lại sau giây lát.',
  'account.social.facebookExpired': 'Phiên đăng nhập Facebook của bạn đã hết hạn. Vui lòng thử lại.',
  'account.social.facebookNoEmail':
    'Facebook chưa chia sẻ địa chỉ email của bạn với chúng tôi. Hãy thử lại và cho phép chia sẻ email, hoặc đăng nhập bằng cách khác.',
  'account.social.facebookRefused':
    'Không thể chấp nhận lần đăng nhập Facebook này. Vui lòng thử lại hoặc đăng nhập bằng cách khác.',
};

export default vi;
