import { registerLabels } from '@rednest/shared/i18n';

registerLabels('en', { 'corp.app.renderError': 'This part of the page stopped working.', 'corp.app.retry': 'Retry' });
registerLabels('id', { 'corp.app.renderError': 'Bagian halaman ini berhenti berfungsi.', 'corp.app.retry': 'Coba lagi' });
registerLabels('vi', { 'corp.app.renderError': 'Phần này của trang đã ngừng hoạt động.', 'corp.app.retry': 'Thử lại' });
registerLabels('th', { 'corp.app.renderError': 'ส่วนนี้ของหน้าหยุดทำงาน', 'corp.app.retry': 'ลองอีกครั้ง' });
