/** Seeded page content (load_rsite_contents), banners per country, club plans and loyalty tiers. */
import type { ContentSection } from '@rednest/shared/contracts';
import type { CountryCode, CurrencyCode, Language } from '@rednest/shared/contracts/locales';

export type Block = [key: string, title: string, body: string, imageKey: string | null];

/** Blocks of every content section (CONTENT_SECTIONS of the contract) in every language. */
export const RSITE_CONTENTS: Record<ContentSection, Record<Language, Block[]>> = {
  reseller_landing: {
    en: [
      [
        'hero',
        'Earn with every booking you make for your clients',
        'Join the RedNest reseller programme: book budget hotels and residences in five countries at negotiated rates and earn commission on every completed stay.',
        'reseller-hero',
      ],
      [
        'commission',
        'Commission paid monthly',
        'Your commission is calculated on completed stays and paid to your verified bank account every month, with a statement you can download.',
        null,
      ],
      [
        'tools',
        'Tools built for agents',
        'Manage clients, request special prices, share payment links and track every booking from one dashboard.',
        null,
      ],
      [
        'signup',
        'Start in minutes',
        'Sign up with your business details, verify your identity and bank account, and make your first booking the same day.',
        null,
      ],
      [
        'step_register',
        'Register your business',
        'Tell us about your agency or company and the person we should contact.',
        null,
      ],
      [
        'step_verify',
        'Verify your identity and bank account',
        'Upload your ID and tax number and confirm the account your commission is paid to. We review within two working days.',
        null,
      ],
      [
        'step_book',
        'Book and earn',
        'Book for your clients at reseller rates; commission is added when each stay is completed.',
        null,
      ],
      ['cta', 'Become a RedNest reseller', 'Create your reseller account today. There is no fee to join.', null],
    ],
    id: [
      [
        'hero',
        'Dapatkan penghasilan dari setiap pemesanan untuk klien Anda',
        'Bergabunglah dengan program reseller RedNest: pesan hotel dan residence hemat di lima negara dengan tarif khusus dan dapatkan komisi dari setiap menginap yang selesai.',
        'reseller-hero',
      ],
      [
        'commission',
        'Komisi dibayar setiap bulan',
        'Komisi dihitung dari menginap yang selesai dan dibayarkan ke rekening bank terverifikasi setiap bulan, lengkap dengan laporan yang bisa diunduh.',
        null,
      ],
      [
        'tools',
        'Alat khusus untuk agen',
        'Kelola klien, ajukan harga khusus, bagikan tautan pembayaran, dan pantau setiap pemesanan dari satu dasbor.',
        null,
      ],
      [
        'signup',
        'Mulai dalam hitungan menit',
        'Daftar dengan data usaha Anda, verifikasi identitas dan rekening bank, lalu lakukan pemesanan pertama di hari yang sama.',
        null,
      ],
      [
        'step_register',
        'Daftarkan usaha Anda',
        'Ceritakan tentang agensi atau perusahaan Anda dan kontak yang dapat kami hubungi.',
        null,
      ],
      [
        'step_verify',
        'Verifikasi identitas dan rekening bank',
        'Unggah KTP dan NPWP, lalu konfirmasi rekening penerima komisi. Kami meninjau dalam dua hari kerja.',
        null,
      ],
      [
        'step_book',
        'Pesan dan dapatkan komisi',
        'Pesan untuk klien dengan tarif reseller; komisi ditambahkan setelah setiap menginap selesai.',
        null,
      ],
      ['cta', 'Jadi reseller RedNest', 'Buat akun reseller Anda hari ini. Gratis tanpa biaya pendaftaran.', null],
    ],
    vi: [
      [
        'hero',
        'Kiếm thu nhập từ mỗi lượt đặt phòng cho khách hàng',
        'Tham gia chương trình đại lý RedNest: đặt khách sạn và căn hộ giá tốt tại năm quốc gia với giá ưu đãi và nhận hoa hồng cho mỗi kỳ lưu trú hoàn tất.',
        'reseller-hero',
      ],
      [
        'commission',
        'Hoa hồng trả hằng tháng',
        'Hoa hồng được tính trên các kỳ lưu trú hoàn tất và chuyển vào tài khoản ngân hàng đã xác minh mỗi tháng, kèm bảng kê có thể tải về.',
        null,
      ],
      [
        'tools',
        'Công cụ dành cho đại lý',
        'Quản lý khách hàng, yêu cầu giá đặc biệt, gửi liên kết thanh toán và theo dõi mọi đặt phòng trên một bảng điều khiển.',
        null,
      ],
      [
        'signup',
        'Bắt đầu trong vài phút',
        'Đăng ký với thông tin doanh nghiệp, xác minh danh tính và tài khoản ngân hàng, và đặt phòng đầu tiên ngay trong ngày.',
        null,
      ],
      [
        'step_register',
        'Đăng ký doanh nghiệp',
        'Cho chúng tôi biết về đại lý hoặc công ty của bạn và người liên hệ.',
        null,
      ],
      [
        'step_verify',
        'Xác minh danh tính và tài khoản ngân hàng',
        'Tải lên giấy tờ tùy thân và mã số thuế, xác nhận tài khoản nhận hoa hồng. Chúng tôi xét duyệt trong hai ngày làm việc.',
        null,
      ],
      [
        'step_book',
        'Đặt phòng và nhận hoa hồng',
        'Đặt phòng cho khách với giá đại lý; hoa hồng được cộng khi mỗi kỳ lưu trú hoàn tất.',
        null,
      ],
      ['cta', 'Trở thành đại lý RedNest', 'Tạo tài khoản đại lý ngay hôm nay. Không mất phí tham gia.', null],
    ],
    th: [
      [
        'hero',
        'สร้างรายได้จากทุกการจองให้ลูกค้าของคุณ',
        'เข้าร่วมโครงการตัวแทน RedNest จองโรงแรมและเรสซิเดนซ์ราคาประหยัดในห้าประเทศด้วยราคาพิเศษ และรับค่าคอมมิชชันจากทุกการเข้าพักที่เสร็จสมบูรณ์',
        'reseller-hero',
      ],
      [
        'commission',
        'จ่ายค่าคอมมิชชันทุกเดือน',
        'ค่าคอมมิชชันคำนวณจากการเข้าพักที่เสร็จสมบูรณ์ และโอนเข้าบัญชีธนาคารที่ยืนยันแล้วทุกเดือน พร้อมรายงานที่ดาวน์โหลดได้',
        null,
      ],
      ['tools', 'เครื่องมือสำหรับตัวแทน', 'จัดการลูกค้า ขอราคาพิเศษ แชร์ลิงก์ชำระเงิน และติดตามทุกการจองได้จากแดชบอร์ดเดียว', null],
      ['signup', 'เริ่มต้นได้ในไม่กี่นาที', 'สมัครด้วยข้อมูลธุรกิจ ยืนยันตัวตนและบัญชีธนาคาร แล้วทำการจองแรกได้ภายในวันเดียวกัน', null],
      ['step_register', 'ลงทะเบียนธุรกิจของคุณ', 'บอกเราเกี่ยวกับเอเจนซีหรือบริษัทของคุณ และผู้ที่เราควรติดต่อ', null],
      [
        'step_verify',
        'ยืนยันตัวตนและบัญชีธนาคาร',
        'อัปโหลดบัตรประชาชนและเลขประจำตัวผู้เสียภาษี แล้วยืนยันบัญชีรับค่าคอมมิชชัน เราตรวจสอบภายในสองวันทำการ',
        null,
      ],
      ['step_book', 'จองและรับค่าคอมมิชชัน', 'จองให้ลูกค้าด้วยราคาตัวแทน ค่าคอมมิชชันจะเพิ่มเมื่อการเข้าพักแต่ละครั้งเสร็จสมบูรณ์', null],
      ['cta', 'มาเป็นตัวแทน RedNest', 'สร้างบัญชีตัวแทนวันนี้ ไม่มีค่าสมัคร', null],
    ],
  },
  what_is_redcash: {
    en: [
      [
        'intro',
        'What is RedCash?',
        'RedCash is cashback on your stays. Every completed booking adds RedCash to your wallet, which you can use to pay for part of your next booking.',
        'redcash-wallet',
      ],
      [
        'earn',
        'How to earn',
        'Earn RedCash on every completed stay paid online, from referrals, and from promotions. Club members earn a higher cashback rate.',
        null,
      ],
      [
        'use',
        'How to use',
        'On the booking summary, switch on RedCash to apply your balance. You can pay up to the limit shown for that booking.',
        null,
      ],
      [
        'expiry',
        'Validity',
        'Each RedCash credit is valid for the number of days shown in your wallet. The oldest credit is always used first.',
        null,
      ],
    ],
    id: [
      [
        'intro',
        'Apa itu RedCash?',
        'RedCash adalah cashback dari menginap Anda. Setiap pemesanan yang selesai menambah RedCash ke dompet Anda, yang dapat dipakai untuk membayar sebagian pemesanan berikutnya.',
        'redcash-wallet',
      ],
      [
        'earn',
        'Cara mendapatkan',
        'Dapatkan RedCash dari setiap menginap yang dibayar online, dari referal, dan dari promosi. Anggota Club mendapat cashback lebih tinggi.',
        null,
      ],
      [
        'use',
        'Cara menggunakan',
        'Di ringkasan pemesanan, aktifkan RedCash untuk memakai saldo Anda. Anda dapat membayar hingga batas yang ditampilkan untuk pemesanan tersebut.',
        null,
      ],
      [
        'expiry',
        'Masa berlaku',
        'Setiap saldo RedCash berlaku sesuai jumlah hari yang tertera di dompet Anda. Saldo terlama selalu dipakai lebih dulu.',
        null,
      ],
    ],
    vi: [
      [
        'intro',
        'RedCash là gì?',
        'RedCash là tiền hoàn cho các kỳ lưu trú. Mỗi đặt phòng hoàn tất sẽ cộng RedCash vào ví, bạn có thể dùng để thanh toán một phần cho lần đặt tiếp theo.',
        'redcash-wallet',
      ],
      [
        'earn',
        'Cách nhận',
        'Nhận RedCash cho mỗi kỳ lưu trú thanh toán trực tuyến, từ giới thiệu bạn bè và khuyến mãi. Thành viên Club được hoàn tiền cao hơn.',
        null,
      ],
      [
        'use',
        'Cách dùng',
        'Ở trang tóm tắt đặt phòng, bật RedCash để dùng số dư. Bạn có thể thanh toán tới hạn mức hiển thị cho đặt phòng đó.',
        null,
      ],
      [
        'expiry',
        'Thời hạn',
        'Mỗi khoản RedCash có hiệu lực theo số ngày ghi trong ví. Khoản cũ nhất luôn được dùng trước.',
        null,
      ],
    ],
    th: [
      [
        'intro',
        'RedCash คืออะไร?',
        'RedCash คือเงินคืนจากการเข้าพัก ทุกการจองที่เสร็จสมบูรณ์จะเพิ่ม RedCash ในกระเป๋าเงินของคุณ ใช้ชำระบางส่วนของการจองครั้งถัดไปได้',
        'redcash-wallet',
      ],
      [
        'earn',
        'วิธีรับ',
        'รับ RedCash จากทุกการเข้าพักที่ชำระเงินออนไลน์ จากการแนะนำเพื่อน และจากโปรโมชัน สมาชิก Club ได้รับเงินคืนในอัตราที่สูงกว่า',
        null,
      ],
      ['use', 'วิธีใช้', 'ในหน้าสรุปการจอง เปิดใช้ RedCash เพื่อหักยอดคงเหลือ ใช้ได้สูงสุดตามวงเงินที่แสดงสำหรับการจองนั้น', null],
      ['expiry', 'อายุการใช้งาน', 'RedCash แต่ละรายการมีอายุตามจำนวนวันที่แสดงในกระเป๋าเงิน ระบบจะใช้รายการที่เก่าที่สุดก่อนเสมอ', null],
    ],
  },
  club_landing: {
    en: [
      [
        'hero',
        'RedNest Club: save more on every stay',
        'Members pay less on thousands of budget hotels and residences and earn more RedCash back.',
        'club-hero',
      ],
      [
        'discount',
        'Member prices',
        'Club members pay 10% less on every stay they book, the stay they join with included.',
        null,
      ],
      [
        'cashback',
        'Double cashback',
        'Earn a higher RedCash rate on every completed stay during your membership.',
        null,
      ],
      ['support', 'Priority support', 'Reach our support team first when you need help with a booking.', null],
    ],
    id: [
      [
        'hero',
        'RedNest Club: hemat lebih banyak setiap menginap',
        'Anggota membayar lebih murah di ribuan hotel dan residence hemat serta mendapat RedCash lebih banyak.',
        'club-hero',
      ],
      [
        'discount',
        'Harga anggota',
        'Anggota Club membayar 10% lebih murah untuk setiap menginap yang dipesan, termasuk menginap saat bergabung.',
        null,
      ],
      [
        'cashback',
        'Cashback ganda',
        'Dapatkan RedCash lebih tinggi dari setiap menginap yang selesai selama masa keanggotaan.',
        null,
      ],
      ['support', 'Layanan prioritas', 'Hubungi tim layanan kami lebih dulu saat Anda butuh bantuan pemesanan.', null],
    ],
    vi: [
      [
        'hero',
        'RedNest Club: tiết kiệm hơn mỗi kỳ lưu trú',
        'Thành viên trả ít hơn tại hàng nghìn khách sạn và căn hộ giá tốt và nhận thêm RedCash.',
        'club-hero',
      ],
      [
        'discount',
        'Giá thành viên',
        'Thành viên Club trả ít hơn 10% cho mỗi kỳ lưu trú đã đặt, kể cả kỳ lưu trú khi tham gia.',
        null,
      ],
      [
        'cashback',
        'Hoàn tiền gấp đôi',
        'Nhận tỷ lệ RedCash cao hơn cho mỗi kỳ lưu trú hoàn tất trong thời gian là thành viên.',
        null,
      ],
      ['support', 'Hỗ trợ ưu tiên', 'Được đội hỗ trợ tiếp nhận trước khi bạn cần giúp đỡ về đặt phòng.', null],
    ],
    th: [
      [
        'hero',
        'RedNest Club: ประหยัดมากขึ้นทุกการเข้าพัก',
        'สมาชิกจ่ายน้อยลงที่โรงแรมและเรสซิเดนซ์ราคาประหยัดนับพันแห่ง และได้รับ RedCash คืนมากขึ้น',
        'club-hero',
      ],
      ['discount', 'ราคาสมาชิก', 'สมาชิก Club จ่ายน้อยลง 10% ทุกการเข้าพักที่จอง รวมถึงการเข้าพักที่สมัครพร้อมกัน', null],
      ['cashback', 'เงินคืนสองเท่า', 'รับ RedCash ในอัตราที่สูงขึ้นจากทุกการเข้าพักที่เสร็จสมบูรณ์ตลอดอายุสมาชิก', null],
      ['support', 'บริการช่วยเหลือเร่งด่วน', 'ติดต่อทีมช่วยเหลือของเราได้ก่อนเมื่อต้องการความช่วยเหลือเรื่องการจอง', null],
    ],
  },
  about_us: {
    en: [
      [
        'mission',
        'Good stays for every budget',
        'RedNest helps travellers and long-stay guests find clean, comfortable and affordable rooms across Indonesia, Singapore, the Philippines, Vietnam and Thailand.',
        'about-hero',
      ],
      [
        'partners',
        'Built with our partners',
        'We work with independent hotel and residence owners to raise standards and fill their rooms, with the Lumo Hotels and Urbano brands among them.',
        null,
      ],
    ],
    id: [
      [
        'mission',
        'Menginap nyaman untuk setiap anggaran',
        'RedNest membantu pelancong dan tamu jangka panjang menemukan kamar yang bersih, nyaman, dan terjangkau di Indonesia, Singapura, Filipina, Vietnam, dan Thailand.',
        'about-hero',
      ],
      [
        'partners',
        'Dibangun bersama mitra',
        'Kami bekerja sama dengan pemilik hotel dan residence independen untuk meningkatkan standar dan okupansi, termasuk merek Lumo Hotels dan Urbano.',
        null,
      ],
    ],
    vi: [
      [
        'mission',
        'Chỗ nghỉ tốt cho mọi ngân sách',
        'RedNest giúp du khách và khách lưu trú dài ngày tìm phòng sạch sẽ, thoải mái và giá hợp lý tại Indonesia, Singapore, Philippines, Việt Nam và Thái Lan.',
        'about-hero',
      ],
      [
        'partners',
        'Cùng phát triển với đối tác',
        'Chúng tôi hợp tác với các chủ khách sạn và căn hộ độc lập để nâng chuẩn dịch vụ và công suất phòng, trong đó có thương hiệu Lumo Hotels và Urbano.',
        null,
      ],
    ],
    th: [
      [
        'mission',
        'ที่พักดีสำหรับทุกงบประมาณ',
        'RedNest ช่วยนักเดินทางและผู้เข้าพักระยะยาวค้นหาห้องพักที่สะอาด สะดวกสบาย และราคาย่อมเยาในอินโดนีเซีย สิงคโปร์ ฟิลิปปินส์ เวียดนาม และไทย',
        'about-hero',
      ],
      [
        'partners',
        'เติบโตไปพร้อมพันธมิตร',
        'เราทำงานร่วมกับเจ้าของโรงแรมและเรสซิเดนซ์อิสระเพื่อยกระดับมาตรฐานและเพิ่มอัตราการเข้าพัก รวมถึงแบรนด์ Lumo Hotels และ Urbano',
        null,
      ],
    ],
  },
};

/**
 * A club banner's link: its own benefits page, rc-benefits/{bannerId}. The seed writes the banner's id
 * in once the row exists (seed/platform.ts), as drizzle/0046_club_banner_benefits.sql did for databases
 * seeded before.
 */
export const CLUB_BENEFITS_LINK = '/rc-benefits';

export interface BannerSeed {
  language: Language;
  title: string;
  subtitle: string;
  linkPath: string;
  palette: [string, string];
}

/**
 * Banners per country (spec §9: images per country id, ph, sg, vn, th), in each language the country
 * uses. A link is a page that exists today (content.test.ts checks): search links name a place of
 * the seeded catalogue (`location` slug, `name` as the results page shows it; dates and occupancy
 * are left to the page's defaults), the club banner explains RedCash until the club page exists.
 * property_type is set only where the seeded catalogue has that type (Chiang Mai has no residence).
 * Changing a link here needs a migration for databases seeded before (drizzle/0002_banner_links.sql).
 */
export const BANNERS: Record<CountryCode, BannerSeed[]> = {
  id: [
    {
      language: 'en',
      title: 'Bali for less',
      subtitle: 'Budget stays in Kuta, Ubud and Denpasar from Rp 150,000 a night',
      linkPath: '/search?location=pro-bali&name=Bali',
      palette: ['#d7263d', '#f46036'],
    },
    {
      language: 'en',
      title: 'Monthly stays in Jakarta',
      subtitle: 'Residences near offices in South Jakarta, 30 nights and more',
      linkPath: '/search?location=cit-jakarta&name=Jakarta&property_type=residence',
      palette: ['#8e1b2d', '#d7263d'],
    },
    {
      language: 'en',
      title: 'Join RedNest Club',
      subtitle: '10% off every stay and double RedCash',
      linkPath: CLUB_BENEFITS_LINK,
      palette: ['#2e294e', '#d7263d'],
    },
    {
      language: 'id',
      title: 'Liburan hemat ke Bali',
      subtitle: 'Menginap hemat di Kuta, Ubud, dan Denpasar mulai Rp 150.000 per malam',
      linkPath: '/search?location=pro-bali&name=Bali',
      palette: ['#d7263d', '#f46036'],
    },
    {
      language: 'id',
      title: 'Sewa bulanan di Jakarta',
      subtitle: 'Residence dekat perkantoran di Jakarta Selatan, minimal 30 malam',
      linkPath: '/search?location=cit-jakarta&name=Jakarta&property_type=residence',
      palette: ['#8e1b2d', '#d7263d'],
    },
    {
      language: 'id',
      title: 'Gabung RedNest Club',
      subtitle: 'Diskon 10% setiap menginap dan RedCash ganda',
      linkPath: CLUB_BENEFITS_LINK,
      palette: ['#2e294e', '#d7263d'],
    },
  ],
  sg: [
    {
      language: 'en',
      title: 'Singapore on a budget',
      subtitle: 'Clean rooms near MRT stations from S$60 a night',
      linkPath: '/search?location=cit-singapore&name=Singapore',
      palette: ['#d7263d', '#ef476f'],
    },
    {
      language: 'en',
      title: 'Co-living for professionals',
      subtitle: 'Furnished rooms with flexible monthly terms',
      linkPath: '/search?location=cit-singapore&name=Singapore&property_type=coliving',
      palette: ['#073b4c', '#d7263d'],
    },
    {
      language: 'en',
      title: 'Join RedNest Club',
      subtitle: '10% off every stay and double RedCash',
      linkPath: CLUB_BENEFITS_LINK,
      palette: ['#2e294e', '#d7263d'],
    },
  ],
  ph: [
    {
      language: 'en',
      title: 'Weekend in Cebu',
      subtitle: 'Budget hotels near the beaches from ₱900 a night',
      linkPath: '/search?location=cit-cebu-city&name=Cebu%20City',
      palette: ['#d7263d', '#ffb703'],
    },
    {
      language: 'en',
      title: 'Stay in Makati',
      subtitle: 'Walk to work from residences in Metro Manila',
      linkPath: '/search?location=cit-makati&name=Makati',
      palette: ['#023047', '#d7263d'],
    },
    {
      language: 'en',
      title: 'Join RedNest Club',
      subtitle: '10% off every stay and double RedCash',
      linkPath: CLUB_BENEFITS_LINK,
      palette: ['#2e294e', '#d7263d'],
    },
  ],
  vn: [
    {
      language: 'en',
      title: 'Da Nang by the sea',
      subtitle: 'Budget stays near My Khe beach from ₫300,000 a night',
      linkPath: '/search?location=cit-da-nang&name=Da%20Nang',
      palette: ['#d7263d', '#06d6a0'],
    },
    {
      language: 'en',
      title: 'Long stays in Ho Chi Minh City',
      subtitle: 'Residences in District 1 and District 3',
      linkPath: '/search?location=cit-ho-chi-minh-city&name=Ho%20Chi%20Minh%20City&property_type=residence',
      palette: ['#8e1b2d', '#d7263d'],
    },
    {
      language: 'vi',
      title: 'Đà Nẵng bên bờ biển',
      subtitle: 'Chỗ nghỉ giá tốt gần biển Mỹ Khê từ 300.000 ₫ mỗi đêm',
      linkPath: '/search?location=cit-da-nang&name=Da%20Nang',
      palette: ['#d7263d', '#06d6a0'],
    },
    {
      language: 'vi',
      title: 'Lưu trú dài ngày tại TP. Hồ Chí Minh',
      subtitle: 'Căn hộ tại Quận 1 và Quận 3',
      linkPath: '/search?location=cit-ho-chi-minh-city&name=Ho%20Chi%20Minh%20City&property_type=residence',
      palette: ['#8e1b2d', '#d7263d'],
    },
  ],
  th: [
    {
      language: 'en',
      title: 'Bangkok for less',
      subtitle: 'Budget hotels near BTS stations from ฿500 a night',
      linkPath: '/search?location=cit-bangkok&name=Bangkok',
      palette: ['#d7263d', '#f77f00'],
    },
    {
      language: 'en',
      title: 'Slow down in Chiang Mai',
      subtitle: 'Monthly stays in the Old City and Nimman',
      linkPath: '/search?location=cit-chiang-mai&name=Chiang%20Mai',
      palette: ['#264653', '#d7263d'],
    },
    {
      language: 'th',
      title: 'เที่ยวกรุงเทพฯ ราคาประหยัด',
      subtitle: 'โรงแรมใกล้สถานี BTS เริ่มต้น 500 บาทต่อคืน',
      linkPath: '/search?location=cit-bangkok&name=Bangkok',
      palette: ['#d7263d', '#f77f00'],
    },
    {
      language: 'th',
      title: 'พักยาวที่เชียงใหม่',
      subtitle: 'ที่พักรายเดือนในเมืองเก่าและนิมมาน',
      linkPath: '/search?location=cit-chiang-mai&name=Chiang%20Mai',
      palette: ['#264653', '#d7263d'],
    },
  ],
};

export interface ClubPlanSeed {
  name: string;
  durationDays: number;
  price: number;
  order: number;
  benefits: string[];
}

const CLUB_BENEFITS = ['10% off every stay you book', '2× RedCash on completed stays', 'Priority customer support'];
/** Prices in minor units of the country currency (IDR/SGD/PHP/THB exponent 2, VND 0). */
export const CLUB_PLANS: Record<CountryCode, { currency: CurrencyCode; plans: ClubPlanSeed[] }> = {
  id: {
    currency: 'IDR',
    plans: [
      { name: 'Club 1 month', durationDays: 30, price: 29_000_00, order: 2, benefits: CLUB_BENEFITS },
      { name: 'Club 3 months', durationDays: 90, price: 69_000_00, order: 1, benefits: CLUB_BENEFITS },
      {
        name: 'Club 12 months',
        durationDays: 365,
        price: 199_000_00,
        order: 3,
        benefits: [...CLUB_BENEFITS, 'Free late check-out on request'],
      },
    ],
  },
  sg: {
    currency: 'SGD',
    plans: [
      { name: 'Club 1 month', durationDays: 30, price: 4_90, order: 2, benefits: CLUB_BENEFITS },
      { name: 'Club 3 months', durationDays: 90, price: 11_90, order: 1, benefits: CLUB_BENEFITS },
      {
        name: 'Club 12 months',
        durationDays: 365,
        price: 34_90,
        order: 3,
        benefits: [...CLUB_BENEFITS, 'Free late check-out on request'],
      },
    ],
  },
  ph: {
    currency: 'PHP',
    plans: [
      { name: 'Club 1 month', durationDays: 30, price: 149_00, order: 2, benefits: CLUB_BENEFITS },
      { name: 'Club 3 months', durationDays: 90, price: 349_00, order: 1, benefits: CLUB_BENEFITS },
      {
        name: 'Club 12 months',
        durationDays: 365,
        price: 999_00,
        order: 3,
        benefits: [...CLUB_BENEFITS, 'Free late check-out on request'],
      },
    ],
  },
  vn: {
    currency: 'VND',
    plans: [
      { name: 'Club 1 month', durationDays: 30, price: 59_000, order: 2, benefits: CLUB_BENEFITS },
      { name: 'Club 3 months', durationDays: 90, price: 139_000, order: 1, benefits: CLUB_BENEFITS },
      {
        name: 'Club 12 months',
        durationDays: 365,
        price: 399_000,
        order: 3,
        benefits: [...CLUB_BENEFITS, 'Free late check-out on request'],
      },
    ],
  },
  th: {
    currency: 'THB',
    plans: [
      { name: 'Club 1 month', durationDays: 30, price: 99_00, order: 2, benefits: CLUB_BENEFITS },
      { name: 'Club 3 months', durationDays: 90, price: 239_00, order: 1, benefits: CLUB_BENEFITS },
      {
        name: 'Club 12 months',
        durationDays: 365,
        price: 699_00,
        order: 3,
        benefits: [...CLUB_BENEFITS, 'Free late check-out on request'],
      },
    ],
  },
};

/** Spec §4 tier order: bronze 0, silver 1, gold 2, diamond 3. */
export const LOYALTY_TIERS = [
  {
    key: 'bronze',
    rank: 0,
    name: 'Bronze',
    minBookings: 0,
    benefits: ['Earn 1 point per stay night', 'Member-only deals'],
  },
  {
    key: 'silver',
    rank: 1,
    name: 'Silver',
    minBookings: 3,
    benefits: ['Earn 1.25 points per stay night', 'Early check-in when available'],
  },
  {
    key: 'gold',
    rank: 2,
    name: 'Gold',
    minBookings: 8,
    benefits: ['Earn 1.5 points per stay night', 'Free room upgrade when available', 'Late check-out until 14:00'],
  },
  {
    key: 'diamond',
    rank: 3,
    name: 'Diamond',
    minBookings: 15,
    benefits: ['Earn 2 points per stay night', 'Guaranteed late check-out', 'Dedicated support line'],
  },
] as const;

/** Redcash rules (spec: cashback on completed stays, partial redemption, expiry). */
/** points a completed stay earns per night, by the member's tier (the tiers' benefits say so in words) */
export const POINTS_PER_NIGHT: Record<'bronze' | 'silver' | 'gold' | 'diamond', number> = {
  bronze: 1,
  silver: 1.25,
  gold: 1.5,
  diamond: 2,
};

/**
 * Points pay for stays at a fixed value per country (a stay's currency is its country's): what one
 * point takes off, in major units, about US$0.30, so a bronze night earns ~1 % back and a diamond
 * night ~2 %; points pay at most max_redeem_percent of a stay's all-in price, whole points only.
 */
export const POINTS_RULES = {
  value: { IDR: 5_000, SGD: 0.4, PHP: 17, VND: 7_500, THB: 10 } as Record<string, number>,
  max_redeem_percent: 20,
} as const;

/**
 * Refer and earn: the friend's welcome reward (a fixed marketing reward off a first stay, in their
 * home currency, valid reward_valid_days) and the referrer's redcash after the friend's first
 * completed stay (in the referrer's home currency), at most monthly_cap credits a calendar month.
 * Amounts in major units, about US$3 each.
 */
export const REFERRAL_RULES = {
  friend_reward: { IDR: 50_000, SGD: 4, PHP: 150, VND: 75_000, THB: 100 } as Record<string, number>,
  referrer_credit: { IDR: 50_000, SGD: 4, PHP: 150, VND: 75_000, THB: 100 } as Record<string, number>,
  monthly_cap: 10,
  reward_valid_days: 90,
} as const;

/** what a club member pays: this share off the all-in price of every stay they book while a member */
/**
 * The stay reward (spec §4's loyalty status; user info user_loyalty_type, loyalty_remaining_booking_count):
 * every `every_stays` completed stays earn one reward, `percent` off the all-in price of one later stay,
 * at most `max_discount` (major units, about US$6) in the stay's currency. A held booking reserves it; a
 * cancelled or unpaid one gives it back.
 */
export const STAY_REWARD_RULES = {
  every_stays: 5,
  percent: 10,
  max_discount: { IDR: 100_000, SGD: 8, PHP: 300, VND: 150_000, THB: 200 } as Record<string, number>,
} as const;

export const CLUB_RULES = {
  member_discount_percent: 10,
} as const;

export const REDCASH_RULES = {
  cashback_percent: 5,
  club_cashback_percent: 10,
  max_redeem_percent: 30,
  validity_days: 180,
} as const;

/** Loyalty copy per language: plan names and benefits, tier names and benefits (prices stay in the db). */
export interface LoyaltyText {
  planName: (days: number) => string;
  benefits: Record<string, string>;
  tiers: Record<string, { name: string; benefits: string[] }>;
}

const monthsOf = (days: number) => Math.max(1, Math.round(days / 30.4));

export const LOYALTY_TEXT: Record<Language, LoyaltyText> = {
  en: {
    planName: (d) => `Club ${monthsOf(d)} ${monthsOf(d) === 1 ? 'month' : 'months'}`,
    benefits: {},
    tiers: {},
  },
  id: {
    planName: (d) => `Club ${monthsOf(d)} bulan`,
    benefits: {
      '10% off every stay you book': 'Diskon 10% untuk setiap menginap yang Anda pesan',
      '2× RedCash on completed stays': 'RedCash 2× dari menginap yang selesai',
      'Priority customer support': 'Layanan pelanggan prioritas',
      'Free late check-out on request': 'Late check-out gratis sesuai permintaan',
    },
    tiers: {
      bronze: { name: 'Perunggu', benefits: ['1 poin per malam menginap', 'Penawaran khusus anggota'] },
      silver: { name: 'Perak', benefits: ['1,25 poin per malam menginap', 'Check-in lebih awal bila tersedia'] },
      gold: {
        name: 'Emas',
        benefits: ['1,5 poin per malam menginap', 'Upgrade kamar gratis bila tersedia', 'Late check-out hingga 14.00'],
      },
      diamond: {
        name: 'Berlian',
        benefits: ['2 poin per malam menginap', 'Late check-out terjamin', 'Jalur layanan khusus'],
      },
    },
  },
  vi: {
    planName: (d) => `Club ${monthsOf(d)} tháng`,
    benefits: {
      '10% off every stay you book': 'Giảm 10% cho mỗi lần lưu trú bạn đặt',
      '2× RedCash on completed stays': 'RedCash gấp 2 cho kỳ lưu trú hoàn tất',
      'Priority customer support': 'Hỗ trợ khách hàng ưu tiên',
      'Free late check-out on request': 'Trả phòng muộn miễn phí theo yêu cầu',
    },
    tiers: {
      bronze: { name: 'Đồng', benefits: ['1 điểm mỗi đêm lưu trú', 'Ưu đãi dành riêng cho thành viên'] },
      silver: { name: 'Bạc', benefits: ['1,25 điểm mỗi đêm lưu trú', 'Nhận phòng sớm khi còn phòng'] },
      gold: {
        name: 'Vàng',
        benefits: ['1,5 điểm mỗi đêm lưu trú', 'Nâng hạng phòng miễn phí khi còn phòng', 'Trả phòng muộn đến 14:00'],
      },
      diamond: {
        name: 'Kim cương',
        benefits: ['2 điểm mỗi đêm lưu trú', 'Đảm bảo trả phòng muộn', 'Đường dây hỗ trợ riêng'],
      },
    },
  },
  th: {
    planName: (d) => `Club ${monthsOf(d)} เดือน`,
    benefits: {
      '10% off every stay you book': 'ลด 10% ทุกการเข้าพักที่คุณจอง',
      '2× RedCash on completed stays': 'RedCash 2 เท่าจากการเข้าพักที่เสร็จสมบูรณ์',
      'Priority customer support': 'บริการลูกค้าแบบเร่งด่วน',
      'Free late check-out on request': 'เช็คเอาท์ช้าฟรีเมื่อร้องขอ',
    },
    tiers: {
      bronze: { name: 'บรอนซ์', benefits: ['1 คะแนนต่อคืนที่เข้าพัก', 'ดีลเฉพาะสมาชิก'] },
      silver: { name: 'ซิลเวอร์', benefits: ['1.25 คะแนนต่อคืนที่เข้าพัก', 'เช็คอินก่อนเวลาเมื่อมีห้องว่าง'] },
      gold: { name: 'โกลด์', benefits: ['1.5 คะแนนต่อคืนที่เข้าพัก', 'อัปเกรดห้องฟรีเมื่อมีห้องว่าง', 'เช็คเอาท์ช้าถึง 14:00 น.'] },
      diamond: { name: 'ไดมอนด์', benefits: ['2 คะแนนต่อคืนที่เข้าพัก', 'รับประกันเช็คเอาท์ช้า', 'สายด่วนบริการเฉพาะ'] },
    },
  },
};

/** loyalty_programs.redcash.how_it_works: three short steps (the what_is_redcash page blocks add the detail). */
export const REDCASH_STEPS: Record<Language, Array<{ title: string; body: string }>> = {
  en: [
    { title: 'Stay', body: 'Book and complete a stay paid online on RedNest.' },
    { title: 'Earn', body: 'Get cashback as RedCash in your wallet after check-out.' },
    { title: 'Save', body: 'Switch on RedCash at checkout to pay for part of your next booking.' },
  ],
  id: [
    { title: 'Menginap', body: 'Pesan dan selesaikan menginap yang dibayar online di RedNest.' },
    { title: 'Dapatkan', body: 'Terima cashback berupa RedCash di dompet Anda setelah check-out.' },
    { title: 'Hemat', body: 'Aktifkan RedCash saat checkout untuk membayar sebagian pemesanan berikutnya.' },
  ],
  vi: [
    { title: 'Lưu trú', body: 'Đặt và hoàn tất kỳ lưu trú thanh toán trực tuyến trên RedNest.' },
    { title: 'Nhận', body: 'Nhận tiền hoàn dưới dạng RedCash vào ví sau khi trả phòng.' },
    { title: 'Tiết kiệm', body: 'Bật RedCash khi thanh toán để trả một phần cho lần đặt tiếp theo.' },
  ],
  th: [
    { title: 'เข้าพัก', body: 'จองและเข้าพักให้เสร็จสมบูรณ์โดยชำระเงินออนไลน์บน RedNest' },
    { title: 'รับเงินคืน', body: 'รับเงินคืนเป็น RedCash เข้ากระเป๋าเงินหลังเช็คเอาท์' },
    { title: 'ประหยัด', body: 'เปิดใช้ RedCash ตอนชำระเงินเพื่อจ่ายบางส่วนของการจองครั้งถัดไป' },
  ],
};
