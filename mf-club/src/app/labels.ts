import { registerLabels } from '@rednest/shared/i18n';

registerLabels('en', { 'club.app.renderError': 'This part of the page stopped working.', 'club.app.retry': 'Retry' });
registerLabels('id', { 'club.app.renderError': 'Bagian halaman ini berhenti berfungsi.', 'club.app.retry': 'Coba lagi' });
registerLabels('vi', { 'club.app.renderError': 'Phần này của trang đã ngừng hoạt động.', 'club.app.retry': 'Thử lại' });
registerLabels('th', { 'club.app.renderError': 'ส่วนนี้ของหน้าหยุดทำงาน', 'club.app.retry': 'ลองอีกครั้ง' });
