import { registerLabels } from '@rednest/shared/i18n';

registerLabels('en', { 'content.app.renderError': 'This part of the page stopped working.', 'content.app.retry': 'Retry' });
registerLabels('id', { 'content.app.renderError': 'Bagian halaman ini berhenti berfungsi.', 'content.app.retry': 'Coba lagi' });
registerLabels('vi', { 'content.app.renderError': 'Phần này của trang đã ngừng hoạt động.', 'content.app.retry': 'Thử lại' });
registerLabels('th', { 'content.app.renderError': 'ส่วนนี้ของหน้าหยุดทำงาน', 'content.app.retry': 'ลองอีกครั้ง' });
