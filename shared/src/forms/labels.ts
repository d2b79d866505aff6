import { registerLabels } from '@rednest/shared/i18n';

/** Generic texts of form errors (schemaResolver); a form may replace one per field. */
registerLabels('en', {
  'form.error.required': 'This field is required.',
  'form.error.tooShort': 'Use at least {min} characters.',
  'form.error.tooLong': 'Use at most {max} characters.',
  'form.error.email': 'Enter a valid email address, like name@example.com.',
  'form.error.pattern': 'This value is not in the expected format.',
  'form.error.number': 'Enter a number.',
  'form.error.tooSmall': 'Enter {min} or more.',
  'form.error.tooLarge': 'Enter {max} or less.',
  'form.error.choice': 'Choose one of the options.',
  'form.error.invalid': 'This value is not valid.',
});
registerLabels('id', {
  'form.error.required': 'Kolom ini wajib diisi.',
  'form.error.tooShort': 'Gunakan minimal {min} karakter.',
  'form.error.tooLong': 'Gunakan maksimal {max} karakter.',
  'form.error.email': 'Masukkan alamat email yang valid, misalnya nama@contoh.com.',
  'form.error.pattern': 'Format nilai ini tidak sesuai.',
  'form.error.number': 'Masukkan angka.',
  'form.error.tooSmall': 'Masukkan {min} atau lebih.',
  'form.error.tooLarge': 'Masukkan {max} atau kurang.',
  'form.error.choice': 'Pilih salah satu opsi.',
  'form.error.invalid': 'Nilai ini tidak valid.',
});
registerLabels('vi', {
  'form.error.required': 'Vui lòng điền trường này.',
  'form.error.tooShort': 'Dùng ít nhất {min} ký tự.',
  'form.error.tooLong': 'Dùng tối đa {max} ký tự.',
  'form.error.email': 'Nhập địa chỉ email hợp lệ, ví dụ ten@vidu.com.',
  'form.error.pattern': 'Giá trị không đúng định dạng.',
  'form.error.number': 'Nhập một số.',
  'form.error.tooSmall': 'Nhập từ {min} trở lên.',
  'form.error.tooLarge': 'Nhập tối đa {max}.',
  'form.error.choice': 'Chọn một trong các lựa chọn.',
  'form.error.invalid': 'Giá trị không hợp lệ.',
});
registerLabels('th', {
  'form.error.required': 'กรุณากรอกช่องนี้',
  'form.error.tooShort': 'ใช้อย่างน้อย {min} ตัวอักษร',
  'form.error.tooLong': 'ใช้ไม่เกิน {max} ตัวอักษร',
  'form.error.email': 'กรอกอีเมลที่ถูกต้อง เช่น name@example.com',
  'form.error.pattern': 'รูปแบบของค่านี้ไม่ถูกต้อง',
  'form.error.number': 'กรอกตัวเลข',
  'form.error.tooSmall': 'กรอก {min} ขึ้นไป',
  'form.error.tooLarge': 'กรอกไม่เกิน {max}',
  'form.error.choice': 'เลือกหนึ่งตัวเลือก',
  'form.error.invalid': 'ค่านี้ไม่ถูกต้อง',
});
