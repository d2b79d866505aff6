/** Seeded FAQs (faqs endpoint): the same twelve questions in each language, grouped by category. */
import type { Language } from '@rednest/shared/contracts/locales';

export type FaqEntry = [category: string, question: string, answer: string];

export const FAQS: Record<Language, FaqEntry[]> = {
  en: [
    [
      'Booking',
      'How do I book a room on RedNest?',
      'Search for a city or area, pick your dates and number of guests, choose a property and room, then confirm on the booking summary page. You will receive a confirmation email with your booking ID as soon as payment is complete.',
    ],
    [
      'Booking',
      'Can I book for someone else?',
      'Yes. Enter the guest’s full name on the booking summary page. The guest must show a valid ID that matches that name at check-in.',
    ],
    [
      'Booking',
      'How far in advance can I book?',
      'You can book stays from today up to two years ahead. A single booking covers up to 90 nights; residences require a stay of at least 30 nights.',
    ],
    [
      'Payment',
      'Which payment methods are accepted?',
      'We accept credit and debit cards, bank transfer through virtual accounts, e-wallets available in your country and, at selected properties, pay at hotel.',
    ],
    [
      'Payment',
      'Why is the price different from what I saw earlier?',
      'Prices change with demand and availability. The price shown on the booking summary is the final price for your dates, rooms and guests, including taxes.',
    ],
    [
      'Payment',
      'Will I get an invoice?',
      'Yes. An invoice is available in My bookings as soon as your payment is confirmed, and it is sent to your email.',
    ],
    [
      'Check-in',
      'What time are check-in and check-out?',
      'Standard check-in is from 14:00 and check-out is until 12:00 local time. Each property page shows its exact times.',
    ],
    [
      'Check-in',
      'What do I need at check-in?',
      'A valid government ID or passport and your booking ID. Some properties ask for a refundable deposit, which is shown on the property page.',
    ],
    [
      'Cancellation',
      'How do I cancel my booking?',
      'Open My bookings, select the booking and choose Cancel. Whether you get a refund depends on the rate plan shown when you booked.',
    ],
    [
      'Cancellation',
      'When will I receive my refund?',
      'Refunds to cards take 7 to 14 working days; refunds to RedCash are instant and can be used on your next booking.',
    ],
    [
      'Account',
      'Do I need an account to book?',
      'You can search without an account, but signing in lets you manage bookings, earn RedCash and loyalty points, and check out faster.',
    ],
    [
      'Club and RedCash',
      'What is RedCash?',
      'RedCash is cashback you earn on completed stays. Use it to pay for part of a future booking before it expires.',
    ],
    [
      'Club and RedCash',
      'What do I get with RedNest Club?',
      'Club members pay 10% less on every stay they book, the stay they join with included, earn double RedCash cashback and get priority support for the length of their plan.',
    ],
  ],
  id: [
    [
      'Pemesanan',
      'Bagaimana cara memesan kamar di RedNest?',
      'Cari kota atau area, pilih tanggal dan jumlah tamu, pilih properti dan kamar, lalu konfirmasi di halaman ringkasan pemesanan. Email konfirmasi dengan ID pemesanan akan dikirim setelah pembayaran selesai.',
    ],
    [
      'Pemesanan',
      'Bisakah saya memesan untuk orang lain?',
      'Bisa. Masukkan nama lengkap tamu di halaman ringkasan pemesanan. Tamu wajib menunjukkan identitas yang sesuai dengan nama tersebut saat check-in.',
    ],
    [
      'Pemesanan',
      'Berapa lama sebelumnya saya bisa memesan?',
      'Anda dapat memesan mulai hari ini hingga dua tahun ke depan. Satu pemesanan maksimal 90 malam; residence minimal 30 malam.',
    ],
    [
      'Pembayaran',
      'Metode pembayaran apa saja yang diterima?',
      'Kami menerima kartu kredit dan debit, transfer bank melalui virtual account, dompet digital yang tersedia di negara Anda, dan bayar di hotel untuk properti tertentu.',
    ],
    [
      'Pembayaran',
      'Mengapa harganya berbeda dari sebelumnya?',
      'Harga berubah sesuai permintaan dan ketersediaan. Harga di ringkasan pemesanan adalah harga akhir untuk tanggal, kamar, dan tamu Anda, termasuk pajak.',
    ],
    [
      'Pembayaran',
      'Apakah saya mendapat invoice?',
      'Ya. Invoice tersedia di Pesanan saya setelah pembayaran dikonfirmasi dan juga dikirim ke email Anda.',
    ],
    [
      'Check-in',
      'Jam berapa check-in dan check-out?',
      'Check-in standar mulai pukul 14.00 dan check-out paling lambat pukul 12.00 waktu setempat. Jam pasti tercantum di halaman properti.',
    ],
    [
      'Check-in',
      'Apa yang perlu dibawa saat check-in?',
      'KTP atau paspor yang masih berlaku dan ID pemesanan. Beberapa properti meminta deposit yang dapat dikembalikan, tercantum di halaman properti.',
    ],
    [
      'Pembatalan',
      'Bagaimana cara membatalkan pemesanan?',
      'Buka Pesanan saya, pilih pemesanan, lalu pilih Batalkan. Pengembalian dana tergantung pada jenis tarif saat Anda memesan.',
    ],
    [
      'Pembatalan',
      'Kapan dana saya dikembalikan?',
      'Pengembalian ke kartu membutuhkan 7 hingga 14 hari kerja; pengembalian ke RedCash langsung masuk dan bisa dipakai untuk pemesanan berikutnya.',
    ],
    [
      'Akun',
      'Apakah saya perlu akun untuk memesan?',
      'Anda bisa mencari tanpa akun, tetapi dengan masuk Anda dapat mengelola pemesanan, mendapatkan RedCash dan poin loyalitas, serta checkout lebih cepat.',
    ],
    [
      'Club dan RedCash',
      'Apa itu RedCash?',
      'RedCash adalah cashback yang Anda dapatkan dari menginap yang telah selesai. Gunakan untuk membayar sebagian pemesanan berikutnya sebelum kedaluwarsa.',
    ],
    [
      'Club dan RedCash',
      'Apa keuntungan RedNest Club?',
      'Anggota Club membayar 10% lebih murah untuk setiap menginap yang dipesan, termasuk menginap saat bergabung, mendapat cashback RedCash dua kali lipat, dan layanan prioritas selama masa keanggotaan.',
    ],
  ],
  vi: [
    [
      'Đặt phòng',
      'Làm thế nào để đặt phòng trên RedNest?',
      'Tìm thành phố hoặc khu vực, chọn ngày và số khách, chọn chỗ nghỉ và loại phòng, rồi xác nhận ở trang tóm tắt đặt phòng. Email xác nhận kèm mã đặt phòng sẽ được gửi ngay khi thanh toán hoàn tất.',
    ],
    [
      'Đặt phòng',
      'Tôi có thể đặt phòng cho người khác không?',
      'Có. Nhập họ tên đầy đủ của khách ở trang tóm tắt đặt phòng. Khách cần xuất trình giấy tờ tùy thân trùng với tên đó khi nhận phòng.',
    ],
    [
      'Đặt phòng',
      'Tôi có thể đặt trước bao lâu?',
      'Bạn có thể đặt từ hôm nay đến hai năm tới. Mỗi lần đặt tối đa 90 đêm; căn hộ dài hạn yêu cầu tối thiểu 30 đêm.',
    ],
    [
      'Thanh toán',
      'Những phương thức thanh toán nào được chấp nhận?',
      'Chúng tôi chấp nhận thẻ tín dụng và ghi nợ, chuyển khoản qua tài khoản ảo, ví điện tử tại quốc gia của bạn và thanh toán tại khách sạn ở một số chỗ nghỉ.',
    ],
    [
      'Thanh toán',
      'Tại sao giá khác với lúc trước?',
      'Giá thay đổi theo nhu cầu và tình trạng phòng. Giá ở trang tóm tắt đặt phòng là giá cuối cùng cho ngày, số phòng và số khách của bạn, đã gồm thuế.',
    ],
    [
      'Thanh toán',
      'Tôi có nhận được hóa đơn không?',
      'Có. Hóa đơn có trong mục Đặt phòng của tôi ngay khi thanh toán được xác nhận và được gửi tới email của bạn.',
    ],
    [
      'Nhận phòng',
      'Giờ nhận phòng và trả phòng là khi nào?',
      'Nhận phòng tiêu chuẩn từ 14:00 và trả phòng trước 12:00 giờ địa phương. Trang chỗ nghỉ ghi rõ giờ chính xác.',
    ],
    [
      'Nhận phòng',
      'Tôi cần gì khi nhận phòng?',
      'Giấy tờ tùy thân hoặc hộ chiếu còn hiệu lực và mã đặt phòng. Một số chỗ nghỉ yêu cầu tiền đặt cọc hoàn lại, được ghi trên trang chỗ nghỉ.',
    ],
    [
      'Hủy phòng',
      'Làm thế nào để hủy đặt phòng?',
      'Mở Đặt phòng của tôi, chọn đặt phòng và bấm Hủy. Việc hoàn tiền phụ thuộc vào gói giá bạn đã chọn khi đặt.',
    ],
    [
      'Hủy phòng',
      'Khi nào tôi nhận được tiền hoàn?',
      'Hoàn tiền về thẻ mất từ 7 đến 14 ngày làm việc; hoàn về RedCash được cộng ngay và dùng được cho lần đặt tiếp theo.',
    ],
    [
      'Tài khoản',
      'Tôi có cần tài khoản để đặt phòng không?',
      'Bạn có thể tìm kiếm mà không cần tài khoản, nhưng khi đăng nhập bạn có thể quản lý đặt phòng, nhận RedCash và điểm thưởng, và thanh toán nhanh hơn.',
    ],
    [
      'Club và RedCash',
      'RedCash là gì?',
      'RedCash là tiền hoàn bạn nhận được sau mỗi kỳ lưu trú hoàn tất. Dùng nó để thanh toán một phần cho lần đặt sau trước khi hết hạn.',
    ],
    [
      'Club và RedCash',
      'Thành viên RedNest Club được gì?',
      'Thành viên Club trả ít hơn 10% cho mỗi lần lưu trú đặt, kể cả lần lưu trú khi tham gia, được hoàn RedCash gấp đôi và hỗ trợ ưu tiên trong suốt thời hạn gói.',
    ],
  ],
  th: [
    [
      'การจอง',
      'จองห้องพักบน RedNest อย่างไร?',
      'ค้นหาเมืองหรือย่าน เลือกวันที่และจำนวนผู้เข้าพัก เลือกที่พักและห้อง แล้วยืนยันในหน้าสรุปการจอง คุณจะได้รับอีเมลยืนยันพร้อมหมายเลขการจองทันทีที่ชำระเงินเสร็จ',
    ],
    ['การจอง', 'จองให้ผู้อื่นได้หรือไม่?', 'ได้ กรอกชื่อ-นามสกุลของผู้เข้าพักในหน้าสรุปการจอง ผู้เข้าพักต้องแสดงบัตรประจำตัวที่ตรงกับชื่อนั้นเมื่อเช็คอิน'],
    [
      'การจอง',
      'จองล่วงหน้าได้นานแค่ไหน?',
      'จองได้ตั้งแต่วันนี้ถึงสองปีข้างหน้า การจองหนึ่งครั้งสูงสุด 90 คืน ที่พักแบบเรสซิเดนซ์ต้องพักอย่างน้อย 30 คืน',
    ],
    [
      'การชำระเงิน',
      'รับชำระเงินช่องทางใดบ้าง?',
      'รับบัตรเครดิตและเดบิต โอนเงินผ่านบัญชีเสมือน อีวอลเล็ตที่ใช้ได้ในประเทศของคุณ และชำระที่โรงแรมสำหรับที่พักที่ร่วมรายการ',
    ],
    [
      'การชำระเงิน',
      'ทำไมราคาต่างจากที่เห็นก่อนหน้า?',
      'ราคาเปลี่ยนตามความต้องการและห้องว่าง ราคาในหน้าสรุปการจองคือราคาสุดท้ายสำหรับวันที่ ห้อง และผู้เข้าพักของคุณ รวมภาษีแล้ว',
    ],
    ['การชำระเงิน', 'จะได้รับใบแจ้งหนี้หรือไม่?', 'ได้ ใบแจ้งหนี้จะอยู่ในการจองของฉันทันทีที่ยืนยันการชำระเงิน และส่งไปยังอีเมลของคุณ'],
    [
      'เช็คอิน',
      'เช็คอินและเช็คเอาท์กี่โมง?',
      'เช็คอินมาตรฐานตั้งแต่ 14:00 น. และเช็คเอาท์ภายใน 12:00 น. ตามเวลาท้องถิ่น ดูเวลาที่แน่นอนได้ในหน้าที่พัก',
    ],
    [
      'เช็คอิน',
      'ต้องใช้อะไรบ้างตอนเช็คอิน?',
      'บัตรประชาชนหรือหนังสือเดินทางที่ยังไม่หมดอายุ และหมายเลขการจอง ที่พักบางแห่งเก็บเงินมัดจำที่คืนได้ ซึ่งระบุไว้ในหน้าที่พัก',
    ],
    ['การยกเลิก', 'ยกเลิกการจองอย่างไร?', 'เปิดการจองของฉัน เลือกการจอง แล้วกดยกเลิก การคืนเงินขึ้นอยู่กับแผนราคาที่คุณเลือกตอนจอง'],
    [
      'การยกเลิก',
      'จะได้รับเงินคืนเมื่อไร?',
      'คืนเงินเข้าบัตรใช้เวลา 7 ถึง 14 วันทำการ คืนเป็น RedCash จะได้รับทันทีและใช้กับการจองครั้งต่อไปได้',
    ],
    [
      'บัญชี',
      'ต้องมีบัญชีจึงจะจองได้หรือไม่?',
      'ค้นหาได้โดยไม่ต้องมีบัญชี แต่เมื่อเข้าสู่ระบบ คุณจะจัดการการจอง รับ RedCash และคะแนนสะสม และชำระเงินได้เร็วขึ้น',
    ],
    [
      'Club และ RedCash',
      'RedCash คืออะไร?',
      'RedCash คือเงินคืนที่ได้รับจากการเข้าพักที่เสร็จสมบูรณ์ ใช้ชำระบางส่วนของการจองครั้งถัดไปก่อนหมดอายุ',
    ],
    [
      'Club และ RedCash',
      'สมาชิก RedNest Club ได้อะไรบ้าง?',
      'สมาชิก Club จ่ายน้อยลง 10% ทุกการเข้าพักที่จอง รวมถึงการเข้าพักที่สมัครพร้อมกัน ได้เงินคืน RedCash สองเท่า และบริการช่วยเหลือแบบเร่งด่วนตลอดอายุแพ็กเกจ',
    ],
  ],
};
