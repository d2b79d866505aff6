/**
 * The demo catalogue's visible texts in Indonesian, Vietnamese and Thai: room type, rate plan, deal,
 * review, add-on and place names, and property descriptions. They are data, not front-end labels,
 * because the API serves each record's text in the visitor's language; English stays the base column
 * and these fill the translations beside it. Words follow the front ends' texts (mf-search, mf-booking).
 */
import type { FacilityKey } from '@rednest/shared/contracts';

export type OtherLanguage = 'id' | 'vi' | 'th';
export const OTHER_LANGUAGES: readonly OtherLanguage[] = ['id', 'vi', 'th'];
export type Translated = Record<OtherLanguage, string>;

/** English room type name → translations (every name the generator uses) */
export const ROOM_TYPE_NAMES: Record<string, Translated> = {
  'Standard Double': {
    id: 'Kamar Standar Double',
    vi: 'Phòng tiêu chuẩn giường đôi',
    th: 'ห้องสแตนดาร์ด เตียงใหญ่',
  },
  'Standard Twin': { id: 'Kamar Standar Twin', vi: 'Phòng tiêu chuẩn hai giường đơn', th: 'ห้องสแตนดาร์ด เตียงคู่' },
  'Superior Double': { id: 'Kamar Superior Double', vi: 'Phòng superior giường đôi', th: 'ห้องซูพีเรียร์ เตียงใหญ่' },
  'Deluxe Triple': { id: 'Kamar Deluxe Triple', vi: 'Phòng deluxe ba người', th: 'ห้องดีลักซ์สำหรับ 3 ท่าน' },
  'Family Room': { id: 'Kamar Keluarga', vi: 'Phòng gia đình', th: 'ห้องแฟมิลี่' },
  Studio: { id: 'Unit Studio', vi: 'Căn hộ studio', th: 'ห้องสตูดิโอ' },
  'One Bedroom Apartment': { id: 'Apartemen 1 Kamar Tidur', vi: 'Căn hộ 1 phòng ngủ', th: 'อพาร์ตเมนต์ 1 ห้องนอน' },
  'Two Bedroom Apartment': { id: 'Apartemen 2 Kamar Tidur', vi: 'Căn hộ 2 phòng ngủ', th: 'อพาร์ตเมนต์ 2 ห้องนอน' },
  'Bed in Shared Room': { id: 'Ranjang di Kamar Bersama', vi: 'Giường trong phòng chung', th: 'เตียงในห้องพักรวม' },
  'Private Room': { id: 'Kamar Pribadi', vi: 'Phòng riêng', th: 'ห้องส่วนตัว' },
  'Private Room with Bathroom': {
    id: 'Kamar Pribadi dengan Kamar Mandi',
    vi: 'Phòng riêng có phòng tắm',
    th: 'ห้องส่วนตัวพร้อมห้องน้ำ',
  },
};

/** English rate plan name → translations ('Room only' and 'With breakfast' as the hotel page says them) */
export const RATE_PLAN_NAMES: Record<string, Translated> = {
  'Room only': { id: 'Hanya kamar', vi: 'Chỉ phòng', th: 'เฉพาะห้องพัก' },
  'With breakfast': { id: 'Termasuk sarapan', vi: 'Gồm bữa sáng', th: 'รวมอาหารเช้า' },
  'With weekly cleaning': {
    id: 'Termasuk pembersihan mingguan',
    vi: 'Gồm dọn phòng hằng tuần',
    th: 'รวมทำความสะอาดรายสัปดาห์',
  },
};

/** deal template key ('payday', 'weekend-escape') → title and description per language */
export const DEAL_TEXTS: Record<string, Record<OtherLanguage, { title: string; description: string }>> = {
  payday: {
    id: {
      title: 'Promo Gajian',
      description: 'Manjakan diri setelah gajian: harga kamar lebih hemat di penginapan pilihan.',
    },
    vi: {
      title: 'Ưu đãi ngày lương',
      description: 'Tự thưởng cho mình sau ngày nhận lương: giá phòng thấp hơn tại các chỗ ở được chọn.',
    },
    th: {
      title: 'ดีลเงินเดือนออก',
      description: 'เงินเดือนออกแล้ว ให้รางวัลตัวเองด้วยราคาห้องพักที่ถูกลงในที่พักที่ร่วมรายการ',
    },
  },
  'weekend-escape': {
    id: { title: 'Liburan Akhir Pekan', description: 'Liburan singkat lebih hemat di properti pilihan.' },
    vi: { title: 'Xả hơi cuối tuần', description: 'Chuyến đi ngắn ngày tiết kiệm hơn tại những chỗ ở được chọn lọc.' },
    th: { title: 'เที่ยวสุดสัปดาห์', description: 'ทริปสั้นๆ ในราคาที่คุ้มกว่า ณ ที่พักที่คัดสรรมาแล้ว' },
  },
};

/** English review comment → translations */
export const REVIEW_COMMENTS: Record<string, Translated> = {
  'The room was not clean and the staff did not help.': {
    id: 'Kamarnya tidak bersih dan stafnya tidak membantu.',
    vi: 'Phòng không sạch sẽ và nhân viên không hỗ trợ gì.',
    th: 'ห้องไม่สะอาด และพนักงานไม่ช่วยเหลืออะไรเลย',
  },
  'Very noisy at night, would not stay again.': {
    id: 'Sangat bising di malam hari, tidak mau menginap di sini lagi.',
    vi: 'Ban đêm rất ồn, sẽ không ở lại lần nữa.',
    th: 'เสียงดังมากตอนกลางคืน จะไม่มาพักอีกแล้ว',
  },
  'Location is fine but the room needs repair.': {
    id: 'Lokasinya oke, tapi kamarnya perlu diperbaiki.',
    vi: 'Vị trí ổn nhưng phòng cần được sửa sang lại.',
    th: 'ทำเลโอเค แต่ห้องควรได้รับการซ่อมแซม',
  },
  'Air conditioning was weak and check-in was slow.': {
    id: 'AC-nya kurang dingin dan proses check-in lambat.',
    vi: 'Điều hòa yếu và làm thủ tục nhận phòng chậm.',
    th: 'แอร์ไม่ค่อยเย็น และเช็คอินช้า',
  },
  'Okay for one night, nothing special.': {
    id: 'Oke untuk semalam, tidak ada yang istimewa.',
    vi: 'Ở một đêm thì được, không có gì đặc biệt.',
    th: 'พักคืนเดียวก็โอเค ไม่มีอะไรพิเศษ',
  },
  'Clean enough, small room, friendly staff.': {
    id: 'Cukup bersih, kamarnya kecil, stafnya ramah.',
    vi: 'Khá sạch, phòng nhỏ, nhân viên thân thiện.',
    th: 'สะอาดพอใช้ ห้องเล็ก พนักงานเป็นมิตร',
  },
  'Good value for money and a comfortable bed.': {
    id: 'Sepadan dengan harganya dan kasurnya nyaman.',
    vi: 'Đáng đồng tiền, giường nằm thoải mái.',
    th: 'คุ้มค่ากับราคา เตียงนอนสบาย',
  },
  'Clean room, helpful staff, easy to find.': {
    id: 'Kamar bersih, staf sigap membantu, lokasinya mudah dicari.',
    vi: 'Phòng sạch, nhân viên nhiệt tình, dễ tìm.',
    th: 'ห้องสะอาด พนักงานช่วยเหลือดี หาง่าย',
  },
  'Excellent stay, spotless room and very friendly staff.': {
    id: 'Menginap di sini sangat menyenangkan, kamarnya bersih sekali dan stafnya sangat ramah.',
    vi: 'Kỳ nghỉ tuyệt vời, phòng sạch bong và nhân viên rất thân thiện.',
    th: 'การเข้าพักยอดเยี่ยม ห้องสะอาดเอี่ยม และพนักงานเป็นมิตรมาก',
  },
  'Perfect location and great value. Will come back!': {
    id: 'Lokasinya sempurna dan sangat sepadan dengan harganya. Pasti kembali lagi!',
    vi: 'Vị trí hoàn hảo, giá cả rất hợp lý. Nhất định sẽ quay lại!',
    th: 'ทำเลดีเยี่ยมและคุ้มค่ามาก จะกลับมาพักอีกแน่นอน!',
  },
};

/** English add-on name or menu item name → translations */
export const ADD_ON_NAMES: Record<string, Translated> = {
  Breakfast: { id: 'Sarapan', vi: 'Bữa sáng', th: 'อาหารเช้า' },
  'Local breakfast set': { id: 'Paket sarapan lokal', vi: 'Suất ăn sáng kiểu địa phương', th: 'ชุดอาหารเช้าท้องถิ่น' },
  'Continental breakfast': { id: 'Sarapan kontinental', vi: 'Bữa sáng kiểu Âu', th: 'อาหารเช้าแบบคอนติเนนตัล' },
  Dinner: { id: 'Makan malam', vi: 'Bữa tối', th: 'อาหารค่ำ' },
  'Set dinner': { id: 'Paket makan malam', vi: 'Suất ăn tối', th: 'อาหารค่ำแบบเซ็ต' },
  'Grill plate': { id: 'Hidangan panggang', vi: 'Đĩa đồ nướng', th: 'จานรวมเมนูย่าง' },
  'Airport transfer': { id: 'Antar-jemput bandara', vi: 'Đưa đón sân bay', th: 'รถรับส่งสนามบิน' },
  'Late check-out (until 16:00)': {
    id: 'Check-out terlambat (hingga pukul 16.00)',
    vi: 'Trả phòng muộn (đến 16:00)',
    th: 'เช็คเอาท์ล่าช้า (ถึง 16:00 น.)',
  },
  'Laundry (one bag)': { id: 'Laundry (satu kantong)', vi: 'Giặt ủi (một túi)', th: 'บริการซักรีด (1 ถุง)' },
};

/**
 * English place name (areas.name as seeded) → translations. Local names keep their spelling in
 * Indonesian and Vietnamese unless the language writes them otherwise; Thai writes them in Thai script.
 */
export const PLACE_NAMES: Record<string, Translated> = {
  // Indonesia
  'DKI Jakarta': { id: 'DKI Jakarta', vi: 'DKI Jakarta', th: 'เขตพิเศษนครหลวงจาการ์ตา' },
  Jakarta: { id: 'Jakarta', vi: 'Jakarta', th: 'จาการ์ตา' },
  'South Jakarta': { id: 'Jakarta Selatan', vi: 'Nam Jakarta', th: 'จาการ์ตาใต้' },
  'Kebayoran Baru': { id: 'Kebayoran Baru', vi: 'Kebayoran Baru', th: 'เกอบาโยรันบารู' },
  Senopati: { id: 'Senopati', vi: 'Senopati', th: 'เซโนปาตี' },
  'Blok M': { id: 'Blok M', vi: 'Blok M', th: 'บล็อกเอ็ม' },
  Gandaria: { id: 'Gandaria', vi: 'Gandaria', th: 'กันดาเรีย' },
  Setiabudi: { id: 'Setiabudi', vi: 'Setiabudi', th: 'เซอตียาบูดี' },
  Kuningan: { id: 'Kuningan', vi: 'Kuningan', th: 'กูนิงัน' },
  Karet: { id: 'Karet', vi: 'Karet', th: 'กาเร็ต' },
  Tebet: { id: 'Tebet', vi: 'Tebet', th: 'เตอเบ็ต' },
  'Tebet Barat': { id: 'Tebet Barat', vi: 'Tebet Barat', th: 'เตอเบ็ตบารัต' },
  'Central Jakarta': { id: 'Jakarta Pusat', vi: 'Trung Jakarta', th: 'จาการ์ตากลาง' },
  Menteng: { id: 'Menteng', vi: 'Menteng', th: 'เมินเต็ง' },
  Cikini: { id: 'Cikini', vi: 'Cikini', th: 'จีกีนี' },
  Gondangdia: { id: 'Gondangdia', vi: 'Gondangdia', th: 'กนดังเดีย' },
  'Tanah Abang': { id: 'Tanah Abang', vi: 'Tanah Abang', th: 'ตานะฮ์อาบัง' },
  Thamrin: { id: 'Thamrin', vi: 'Thamrin', th: 'ทัมริน' },
  'Bendungan Hilir': { id: 'Bendungan Hilir', vi: 'Bendungan Hilir', th: 'เบินดูงันฮีลีร์' },
  Gambir: { id: 'Gambir', vi: 'Gambir', th: 'กัมบีร์' },
  'West Jakarta': { id: 'Jakarta Barat', vi: 'Tây Jakarta', th: 'จาการ์ตาตะวันตก' },
  'Grogol Petamburan': { id: 'Grogol Petamburan', vi: 'Grogol Petamburan', th: 'โกรโกลเปอตัมบูรัน' },
  'Tanjung Duren': { id: 'Tanjung Duren', vi: 'Tanjung Duren', th: 'ตันจุงดูเริน' },
  Slipi: { id: 'Slipi', vi: 'Slipi', th: 'สลีปี' },
  'North Jakarta': { id: 'Jakarta Utara', vi: 'Bắc Jakarta', th: 'จาการ์ตาเหนือ' },
  Penjaringan: { id: 'Penjaringan', vi: 'Penjaringan', th: 'เปินจาริงัน' },
  'Pantai Indah Kapuk': { id: 'Pantai Indah Kapuk', vi: 'Pantai Indah Kapuk', th: 'ปันไตอินดะฮ์กาปุก' },
  Pluit: { id: 'Pluit', vi: 'Pluit', th: 'ปลูอิต' },
  'Kelapa Gading': { id: 'Kelapa Gading', vi: 'Kelapa Gading', th: 'เกอลาปากาดิง' },
  Bali: { id: 'Bali', vi: 'Bali', th: 'บาหลี' },
  Denpasar: { id: 'Denpasar', vi: 'Denpasar', th: 'เดนปาซาร์' },
  'Denpasar Selatan': { id: 'Denpasar Selatan', vi: 'Denpasar Selatan', th: 'เดนปาซาร์ใต้' },
  Sanur: { id: 'Sanur', vi: 'Sanur', th: 'ซานูร์' },
  Renon: { id: 'Renon', vi: 'Renon', th: 'เรอนอน' },
  Kuta: { id: 'Kuta', vi: 'Kuta', th: 'กูตา' },
  Legian: { id: 'Legian', vi: 'Legian', th: 'เลเกียน' },
  Seminyak: { id: 'Seminyak', vi: 'Seminyak', th: 'เซมินยัก' },
  Tuban: { id: 'Tuban', vi: 'Tuban', th: 'ตูบัน' },
  'Kuta Utara': { id: 'Kuta Utara', vi: 'Kuta Utara', th: 'กูตาเหนือ' },
  Canggu: { id: 'Canggu', vi: 'Canggu', th: 'ชางกู' },
  Kerobokan: { id: 'Kerobokan', vi: 'Kerobokan', th: 'เกอโรโบกัน' },
  Ubud: { id: 'Ubud', vi: 'Ubud', th: 'อูบุด' },
  Penestanan: { id: 'Penestanan', vi: 'Penestanan', th: 'เปอเนสตานัน' },
  'Monkey Forest': { id: 'Monkey Forest', vi: 'Rừng Khỉ', th: 'ป่าลิง' },
  'West Java': { id: 'Jawa Barat', vi: 'Tây Java', th: 'ชวาตะวันตก' },
  Bandung: { id: 'Bandung', vi: 'Bandung', th: 'บันดุง' },
  Coblong: { id: 'Coblong', vi: 'Coblong', th: 'โจบล็อง' },
  Dago: { id: 'Dago', vi: 'Dago', th: 'ดาโก' },
  'Sumur Bandung': { id: 'Sumur Bandung', vi: 'Sumur Bandung', th: 'ซูมูร์บันดุง' },
  Braga: { id: 'Braga', vi: 'Braga', th: 'บรากา' },
  Bogor: { id: 'Bogor', vi: 'Bogor', th: 'โบกอร์' },
  'Bogor Tengah': { id: 'Bogor Tengah', vi: 'Bogor Tengah', th: 'โบกอร์กลาง' },
  'Special Region of Yogyakarta': {
    id: 'Daerah Istimewa Yogyakarta',
    vi: 'Đặc khu Yogyakarta',
    th: 'เขตปกครองพิเศษยอกยาการ์ตา',
  },
  Yogyakarta: { id: 'Yogyakarta', vi: 'Yogyakarta', th: 'ยอกยาการ์ตา' },
  'Gedong Tengen': { id: 'Gedong Tengen', vi: 'Gedong Tengen', th: 'เกอดงเติงเงิน' },
  Malioboro: { id: 'Malioboro', vi: 'Malioboro', th: 'มาลิโอโบโร' },
  Prawirotaman: { id: 'Prawirotaman', vi: 'Prawirotaman', th: 'ปราวีโรตามัน' },
  'East Java': { id: 'Jawa Timur', vi: 'Đông Java', th: 'ชวาตะวันออก' },
  Surabaya: { id: 'Surabaya', vi: 'Surabaya', th: 'สุราบายา' },
  Tegalsari: { id: 'Tegalsari', vi: 'Tegalsari', th: 'เตอกัลซารี' },
  Tunjungan: { id: 'Tunjungan', vi: 'Tunjungan', th: 'ตุนจุงงัน' },
  Gubeng: { id: 'Gubeng', vi: 'Gubeng', th: 'กูเบ็ง' },
  Malang: { id: 'Malang', vi: 'Malang', th: 'มาลัง' },
  Klojen: { id: 'Klojen', vi: 'Klojen', th: 'โกลเจิน' },

  // Singapore
  Singapore: { id: 'Singapura', vi: 'Singapore', th: 'สิงคโปร์' },
  'Central Region': { id: 'Wilayah Tengah', vi: 'Vùng Trung tâm', th: 'ภูมิภาคกลาง' },
  'Downtown Core': { id: 'Downtown Core', vi: 'Downtown Core', th: 'ดาวน์ทาวน์คอร์' },
  'Raffles Place': { id: 'Raffles Place', vi: 'Raffles Place', th: 'แรฟเฟิลส์เพลส' },
  'Marina Bay': { id: 'Marina Bay', vi: 'Vịnh Marina', th: 'มารีนาเบย์' },
  Rochor: { id: 'Rochor', vi: 'Rochor', th: 'โรชอร์' },
  Bugis: { id: 'Bugis', vi: 'Bugis', th: 'บูกิส' },
  'Little India': { id: 'Little India', vi: 'Tiểu Ấn Độ', th: 'ลิตเติ้ลอินเดีย' },
  Outram: { id: 'Outram', vi: 'Outram', th: 'เอาท์แรม' },
  Chinatown: { id: 'Chinatown', vi: 'Khu phố người Hoa', th: 'ไชน่าทาวน์' },
  'Tanjong Pagar': { id: 'Tanjong Pagar', vi: 'Tanjong Pagar', th: 'ตันจงปาการ์' },
  Kallang: { id: 'Kallang', vi: 'Kallang', th: 'กัลลัง' },
  Lavender: { id: 'Lavender', vi: 'Lavender', th: 'ลาเวนเดอร์' },
  Geylang: { id: 'Geylang', vi: 'Geylang', th: 'เกลัง' },
  Orchard: { id: 'Orchard', vi: 'Orchard', th: 'ออร์ชาร์ด' },
  'East Region': { id: 'Wilayah Timur', vi: 'Vùng phía Đông', th: 'ภูมิภาคตะวันออก' },
  Changi: { id: 'Changi', vi: 'Changi', th: 'ชางงี' },
  Bedok: { id: 'Bedok', vi: 'Bedok', th: 'เบด็อก' },

  // the Philippines
  'Metro Manila': { id: 'Metro Manila', vi: 'Vùng đô thị Manila', th: 'เมโทรมะนิลา' },
  Manila: { id: 'Manila', vi: 'Manila', th: 'มะนิลา' },
  Ermita: { id: 'Ermita', vi: 'Ermita', th: 'เอร์มิตา' },
  'Rizal Park': { id: 'Taman Rizal', vi: 'Công viên Rizal', th: 'สวนสาธารณะรีซัล' },
  Malate: { id: 'Malate', vi: 'Malate', th: 'มาลาเต' },
  'Remedios Circle': { id: 'Remedios Circle', vi: 'Remedios Circle', th: 'วงเวียนเรเมดิออส' },
  Makati: { id: 'Makati', vi: 'Makati', th: 'มากาตี' },
  Poblacion: { id: 'Poblacion', vi: 'Poblacion', th: 'โปบลาซิออน' },
  Burgos: { id: 'Burgos', vi: 'Burgos', th: 'บูร์โกส' },
  'Legazpi Village': { id: 'Legazpi Village', vi: 'Legazpi Village', th: 'เลกัสปีวิลเลจ' },
  Pasay: { id: 'Pasay', vi: 'Pasay', th: 'ปาไซ' },
  Baclaran: { id: 'Baclaran', vi: 'Baclaran', th: 'บากลารัน' },
  'Mall of Asia': { id: 'Mall of Asia', vi: 'Mall of Asia', th: 'มอลล์ออฟเอเชีย' },
  'Quezon City': { id: 'Kota Quezon', vi: 'Thành phố Quezon', th: 'เกซอนซิตี' },
  Cubao: { id: 'Cubao', vi: 'Cubao', th: 'กูบาโอ' },
  Diliman: { id: 'Diliman', vi: 'Diliman', th: 'ดิลิมัน' },
  Taguig: { id: 'Taguig', vi: 'Taguig', th: 'ตากิก' },
  'Bonifacio Global City': { id: 'Bonifacio Global City', vi: 'Bonifacio Global City', th: 'โบนิฟาซิโอโกลบอลซิตี' },
  Cebu: { id: 'Cebu', vi: 'Cebu', th: 'เซบู' },
  'Cebu City': { id: 'Kota Cebu', vi: 'Thành phố Cebu', th: 'เมืองเซบู' },
  Lahug: { id: 'Lahug', vi: 'Lahug', th: 'ลาฮุก' },
  'IT Park': { id: 'IT Park', vi: 'IT Park', th: 'ไอทีพาร์ค' },
  'Fuente Osmeña': { id: 'Fuente Osmeña', vi: 'Fuente Osmeña', th: 'ฟูเอนเตออสเมนยา' },
  'Lapu-Lapu City': { id: 'Kota Lapu-Lapu', vi: 'Thành phố Lapu-Lapu', th: 'เมืองลาปู-ลาปู' },
  Mactan: { id: 'Mactan', vi: 'Mactan', th: 'มักตัน' },
  'Davao del Sur': { id: 'Davao del Sur', vi: 'Davao del Sur', th: 'ดาเวาเดลซูร์' },
  'Davao City': { id: 'Kota Davao', vi: 'Thành phố Davao', th: 'เมืองดาเวา' },
  'Poblacion District': { id: 'Distrik Poblacion', vi: 'Khu Poblacion', th: 'เขตโปบลาซิออน' },

  // Vietnam
  'Ho Chi Minh City': { id: 'Kota Ho Chi Minh', vi: 'TP. Hồ Chí Minh', th: 'นครโฮจิมินห์' },
  'District 1': { id: 'Distrik 1', vi: 'Quận 1', th: 'เขต 1' },
  'Ben Thanh': { id: 'Ben Thanh', vi: 'Bến Thành', th: 'เบ๊นถั่ญ' },
  'Pham Ngu Lao': { id: 'Pham Ngu Lao', vi: 'Phạm Ngũ Lão', th: 'ฝ่ามหงูหลาว' },
  'Da Kao': { id: 'Da Kao', vi: 'Đa Kao', th: 'ดากาว' },
  'District 3': { id: 'Distrik 3', vi: 'Quận 3', th: 'เขต 3' },
  'Binh Thanh': { id: 'Binh Thanh', vi: 'Bình Thạnh', th: 'บิ่ญถั่ญ' },
  'Thu Duc': { id: 'Thu Duc', vi: 'Thủ Đức', th: 'ทูดึ๊ก' },
  'Thao Dien': { id: 'Thao Dien', vi: 'Thảo Điền', th: 'ถ่าวเดี่ยน' },
  Hanoi: { id: 'Hanoi', vi: 'Hà Nội', th: 'ฮานอย' },
  'Hoan Kiem': { id: 'Hoan Kiem', vi: 'Hoàn Kiếm', th: 'ฮหว่านเกี๋ยม' },
  'Old Quarter': { id: 'Kawasan Kota Tua', vi: 'Khu phố cổ', th: 'ย่านเมืองเก่า' },
  'Hoan Kiem Lake': { id: 'Danau Hoan Kiem', vi: 'Hồ Hoàn Kiếm', th: 'ทะเลสาบคืนดาบ' },
  'Ba Dinh': { id: 'Ba Dinh', vi: 'Ba Đình', th: 'บาดิ่ญ' },
  'Tay Ho': { id: 'Tay Ho', vi: 'Tây Hồ', th: 'เต็ยโห่' },
  'West Lake': { id: 'Danau Barat', vi: 'Hồ Tây', th: 'ทะเลสาบตะวันตก' },
  'Da Nang': { id: 'Da Nang', vi: 'Đà Nẵng', th: 'ดานัง' },
  'Son Tra': { id: 'Son Tra', vi: 'Sơn Trà', th: 'เซินจ่า' },
  'My Khe Beach': { id: 'Pantai My Khe', vi: 'Bãi biển Mỹ Khê', th: 'หาดหมีเคว' },
  'Hai Chau': { id: 'Hai Chau', vi: 'Hải Châu', th: 'หายเจิว' },
  'Hoi An': { id: 'Hoi An', vi: 'Hội An', th: 'ฮอยอัน' },
  'Minh An': { id: 'Minh An', vi: 'Minh An', th: 'มิญอาน' },
  'Ancient Town': { id: 'Kota Kuno', vi: 'Phố cổ Hội An', th: 'เมืองเก่าฮอยอัน' },
  'Khanh Hoa': { id: 'Khanh Hoa', vi: 'Khánh Hòa', th: 'คั้ญฮหว่า' },
  'Nha Trang': { id: 'Nha Trang', vi: 'Nha Trang', th: 'ญาจาง' },
  'Loc Tho': { id: 'Loc Tho', vi: 'Lộc Thọ', th: 'หล็อกเถาะ' },

  // Thailand
  Bangkok: { id: 'Bangkok', vi: 'Bangkok', th: 'กรุงเทพฯ' },
  'Pathum Wan': { id: 'Pathum Wan', vi: 'Pathum Wan', th: 'ปทุมวัน' },
  Siam: { id: 'Siam', vi: 'Siam', th: 'สยาม' },
  Ratchaprasong: { id: 'Ratchaprasong', vi: 'Ratchaprasong', th: 'ราชประสงค์' },
  Watthana: { id: 'Watthana', vi: 'Watthana', th: 'วัฒนา' },
  Sukhumvit: { id: 'Sukhumvit', vi: 'Sukhumvit', th: 'สุขุมวิท' },
  'Thong Lo': { id: 'Thong Lo', vi: 'Thong Lo', th: 'ทองหล่อ' },
  'Phra Nakhon': { id: 'Phra Nakhon', vi: 'Phra Nakhon', th: 'พระนคร' },
  'Khao San Road': { id: 'Jalan Khao San', vi: 'Phố Khao San', th: 'ถนนข้าวสาร' },
  Rattanakosin: { id: 'Rattanakosin', vi: 'Rattanakosin', th: 'เกาะรัตนโกสินทร์' },
  'Bang Rak': { id: 'Bang Rak', vi: 'Bang Rak', th: 'บางรัก' },
  Silom: { id: 'Silom', vi: 'Silom', th: 'สีลม' },
  Riverside: { id: 'Tepi Sungai', vi: 'Ven sông', th: 'ริมแม่น้ำ' },
  Ratchathewi: { id: 'Ratchathewi', vi: 'Ratchathewi', th: 'ราชเทวี' },
  'Chiang Mai': { id: 'Chiang Mai', vi: 'Chiang Mai', th: 'เชียงใหม่' },
  'Mueang Chiang Mai': { id: 'Mueang Chiang Mai', vi: 'Mueang Chiang Mai', th: 'เมืองเชียงใหม่' },
  'Old City': { id: 'Kota Lama', vi: 'Thành cổ', th: 'เมืองเก่า' },
  Nimman: { id: 'Nimman', vi: 'Nimman', th: 'นิมมาน' },
  Phuket: { id: 'Phuket', vi: 'Phuket', th: 'ภูเก็ต' },
  Kathu: { id: 'Kathu', vi: 'Kathu', th: 'กะทู้' },
  Patong: { id: 'Patong', vi: 'Patong', th: 'ป่าตอง' },
  'Mueang Phuket': { id: 'Mueang Phuket', vi: 'Mueang Phuket', th: 'เมืองภูเก็ต' },
  'Phuket Old Town': { id: 'Kota Tua Phuket', vi: 'Phố cổ Phuket', th: 'เมืองเก่าภูเก็ต' },
  Kata: { id: 'Kata', vi: 'Kata', th: 'กะตะ' },
  Karon: { id: 'Karon', vi: 'Karon', th: 'กะรน' },
  Chonburi: { id: 'Chonburi', vi: 'Chonburi', th: 'ชลบุรี' },
  Pattaya: { id: 'Pattaya', vi: 'Pattaya', th: 'พัทยา' },
  'Bang Lamung': { id: 'Bang Lamung', vi: 'Bang Lamung', th: 'บางละมุง' },
  Jomtien: { id: 'Jomtien', vi: 'Jomtien', th: 'จอมเทียน' },
};

/** facilities as a description says them, in the words of the front ends' facility names */
const FACILITY_WORDS: Record<OtherLanguage, Record<FacilityKey, string>> = {
  id: {
    ac: 'AC',
    wifi: 'Wi-Fi gratis',
    tv: 'TV',
    hot_water: 'air panas',
    front_desk_24h: 'resepsionis 24 jam',
    cctv: 'CCTV',
    parking: 'tempat parkir',
    restaurant: 'restoran',
    pool: 'kolam renang',
    elevator: 'lift',
    laundry: 'layanan laundry',
    kitchen: 'dapur',
    gym: 'pusat kebugaran',
    airport_shuttle: 'antar-jemput bandara',
    breakfast: 'sarapan',
    workspace: 'ruang kerja',
  },
  vi: {
    ac: 'điều hòa',
    wifi: 'Wi-Fi miễn phí',
    tv: 'TV',
    hot_water: 'nước nóng',
    front_desk_24h: 'lễ tân 24 giờ',
    cctv: 'camera an ninh',
    parking: 'bãi đỗ xe',
    restaurant: 'nhà hàng',
    pool: 'hồ bơi',
    elevator: 'thang máy',
    laundry: 'dịch vụ giặt ủi',
    kitchen: 'bếp',
    gym: 'phòng gym',
    airport_shuttle: 'xe đưa đón sân bay',
    breakfast: 'bữa sáng',
    workspace: 'góc làm việc',
  },
  th: {
    ac: 'เครื่องปรับอากาศ',
    wifi: 'Wi-Fi ฟรี',
    tv: 'ทีวี',
    hot_water: 'น้ำอุ่น',
    front_desk_24h: 'แผนกต้อนรับ 24 ชั่วโมง',
    cctv: 'กล้องวงจรปิด',
    parking: 'ที่จอดรถ',
    restaurant: 'ร้านอาหาร',
    pool: 'สระว่ายน้ำ',
    elevator: 'ลิฟต์',
    laundry: 'บริการซักรีด',
    kitchen: 'ห้องครัว',
    gym: 'ฟิตเนส',
    airport_shuttle: 'รถรับส่งสนามบิน',
    breakfast: 'อาหารเช้า',
    workspace: 'พื้นที่ทำงาน',
  },
};

/** Thai runs words together but keeps a space before Latin letters and digits ("ที่มี Wi-Fi ฟรี") */
const thaiGlue = (text: string): string => (/^[A-Za-z0-9]/.test(text) ? ` ${text}` : text);

/** "a, b and c" as each language joins a list (Indonesian keeps the comma before "dan", Thai uses spaces) */
const joinList: Record<OtherLanguage, (items: string[]) => string> = {
  id: (items) =>
    items.length < 2
      ? items.join('')
      : items.length === 2
        ? `${items[0]!} dan ${items[1]!}`
        : `${items.slice(0, -1).join(', ')}, dan ${items.at(-1)!}`,
  vi: (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} và ${items.at(-1)!}`),
  th: (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(' ')} และ${thaiGlue(items.at(-1)!)}`),
};

/** the sentence around the facility list, per property type */
const DESCRIPTION: Record<OtherLanguage, Record<string, (list: string) => string>> = {
  id: {
    hotel: (list) => `Hotel dengan ${list}.`,
    residence: (list) => `Residence yang nyaman dengan ${list}.`,
    coliving: (list) => `Ruang co-living yang nyaman dengan ${list}.`,
  },
  vi: {
    hotel: (list) => `Khách sạn có ${list}.`,
    residence: (list) => `Căn hộ thoải mái có ${list}.`,
    coliving: (list) => `Không gian co-living thoải mái có ${list}.`,
  },
  th: {
    hotel: (list) => `โรงแรมที่มี${thaiGlue(list)}`,
    residence: (list) => `เรสซิเดนซ์แสนสบายที่มี${thaiGlue(list)}`,
    coliving: (list) => `พื้นที่โคลิฟวิ่งแสนสบายที่มี${thaiGlue(list)}`,
  },
};

/**
 * A property's description in a language, from the same inputs as the English one: its type
 * ('hotel' | 'residence' | 'coliving') and its first three facility keys (FACILITY_KEYS of
 * @rednest/shared/contracts). Grammatical in each language ("a, b and c" joins as the language does).
 */
export function propertyDescription(language: OtherLanguage, type: string, facilities: string[]): string {
  const sentence = DESCRIPTION[language][type];
  if (!sentence) throw new Error(`no ${language} description for property type ${type}`);
  const words = FACILITY_WORDS[language] as Record<string, string>;
  return sentence(joinList[language](facilities.slice(0, 3).map((key) => words[key] ?? key)));
}
