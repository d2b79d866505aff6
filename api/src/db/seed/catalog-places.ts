/**
 * Real places of the five countries, as a tree province → city → sub_city → district → area.
 * `w` is the weightage (how much demand a place has; it orders suggestions and spreads the
 * generated properties), `pop` marks the popular destinations shown first in pickers.
 * Coordinates are approximate centres, good enough for "hotels around you" distances.
 */
import type { AreaCategory } from '@rednest/shared/contracts';
import type { CountryCode } from '@rednest/shared/contracts/locales';

export type PlaceCategory = AreaCategory;

export interface Place {
  name: string;
  category: PlaceCategory;
  lat: number;
  lng: number;
  w: number;
  pop?: boolean;
  /** cities with long-stay demand also get residences and co-living */
  longStay?: boolean;
  /** IANA zone when it differs from the country's (COUNTRIES[code].timezone) */
  tz?: string;
  children?: Place[];
}

const mk =
  (category: PlaceCategory) =>
  (name: string, lat: number, lng: number, w: number, children: Place[] = [], extra: Partial<Place> = {}): Place => ({
    name,
    category,
    lat,
    lng,
    w,
    children,
    ...extra,
  });
const P = mk('province');
const C = mk('city');
const S = mk('sub_city');
const D = mk('district');
const A = (name: string, lat: number, lng: number, w = 10): Place => ({
  name,
  category: 'area',
  lat,
  lng,
  w,
  children: [],
});

export const PLACES: Record<CountryCode, Place[]> = {
  id: [
    P('DKI Jakarta', -6.2, 106.82, 100, [
      C(
        'Jakarta',
        -6.2,
        106.82,
        100,
        [
          S('South Jakarta', -6.26, 106.81, 90, [
            D('Kebayoran Baru', -6.243, 106.8, 80, [
              A('Senopati', -6.232, 106.809, 40),
              A('Blok M', -6.244, 106.8, 35),
              A('Gandaria', -6.244, 106.783, 20),
            ]),
            D('Setiabudi', -6.215, 106.83, 70, [A('Kuningan', -6.225, 106.83, 35), A('Karet', -6.21, 106.82, 15)]),
            D('Tebet', -6.226, 106.854, 40, [A('Tebet Barat', -6.232, 106.849, 15)]),
          ]),
          S('Central Jakarta', -6.186, 106.834, 85, [
            D('Menteng', -6.196, 106.836, 60, [A('Cikini', -6.19, 106.84, 25), A('Gondangdia', -6.186, 106.833, 15)]),
            D('Tanah Abang', -6.207, 106.812, 50, [
              A('Thamrin', -6.193, 106.822, 30),
              A('Bendungan Hilir', -6.211, 106.816, 15),
            ]),
            D('Gambir', -6.176, 106.827, 30, []),
          ]),
          S('West Jakarta', -6.168, 106.76, 50, [
            D('Grogol Petamburan', -6.164, 106.79, 40, [
              A('Tanjung Duren', -6.175, 106.789, 20),
              A('Slipi', -6.19, 106.8, 15),
            ]),
          ]),
          S('North Jakarta', -6.138, 106.863, 45, [
            D('Penjaringan', -6.125, 106.78, 35, [
              A('Pantai Indah Kapuk', -6.11, 106.74, 20),
              A('Pluit', -6.12, 106.79, 15),
            ]),
            D('Kelapa Gading', -6.16, 106.905, 30, []),
          ]),
        ],
        { pop: true, longStay: true },
      ),
    ]),
    P(
      'Bali',
      -8.4,
      115.19,
      95,
      [
        C(
          'Denpasar',
          -8.65,
          115.216,
          60,
          [D('Denpasar Selatan', -8.69, 115.23, 40, [A('Sanur', -8.69, 115.262, 30), A('Renon', -8.674, 115.233, 15)])],
          { longStay: true },
        ),
        C(
          'Kuta',
          -8.718,
          115.169,
          95,
          [
            D('Kuta', -8.718, 115.169, 70, [
              A('Legian', -8.705, 115.168, 35),
              A('Seminyak', -8.69, 115.16, 40),
              A('Tuban', -8.74, 115.17, 15),
            ]),
            D('Kuta Utara', -8.65, 115.14, 40, [A('Canggu', -8.65, 115.13, 35), A('Kerobokan', -8.66, 115.16, 15)]),
          ],
          { pop: true },
        ),
        C(
          'Ubud',
          -8.506,
          115.262,
          70,
          [
            D('Ubud', -8.506, 115.262, 50, [
              A('Penestanan', -8.5, 115.25, 15),
              A('Monkey Forest', -8.519, 115.259, 25),
            ]),
          ],
          { pop: true },
        ),
      ],
      { tz: 'Asia/Makassar' },
    ),
    P('West Java', -6.9, 107.6, 70, [
      C(
        'Bandung',
        -6.917,
        107.619,
        75,
        [
          D('Coblong', -6.89, 107.615, 40, [A('Dago', -6.885, 107.613, 30)]),
          D('Sumur Bandung', -6.915, 107.61, 35, [A('Braga', -6.917, 107.609, 25)]),
        ],
        { pop: true, longStay: true },
      ),
      C('Bogor', -6.595, 106.816, 40, [D('Bogor Tengah', -6.597, 106.8, 25, [])]),
    ]),
    P('Special Region of Yogyakarta', -7.8, 110.37, 65, [
      C(
        'Yogyakarta',
        -7.795,
        110.369,
        70,
        [
          D('Gedong Tengen', -7.79, 110.36, 35, [
            A('Malioboro', -7.793, 110.366, 35),
            A('Prawirotaman', -7.82, 110.37, 15),
          ]),
        ],
        { pop: true, longStay: true },
      ),
    ]),
    P('East Java', -7.5, 112.2, 55, [
      C(
        'Surabaya',
        -7.257,
        112.752,
        60,
        [D('Tegalsari', -7.27, 112.74, 30, [A('Tunjungan', -7.262, 112.739, 20)]), D('Gubeng', -7.28, 112.76, 25, [])],
        { longStay: true },
      ),
      C('Malang', -7.966, 112.633, 35, [D('Klojen', -7.97, 112.63, 20, [])]),
    ]),
  ],
  sg: [
    P('Singapore', 1.352, 103.82, 100, [
      C(
        'Singapore',
        1.29,
        103.85,
        100,
        [
          S('Central Region', 1.29, 103.85, 90, [
            D('Downtown Core', 1.287, 103.851, 60, [
              A('Raffles Place', 1.284, 103.851, 25),
              A('Marina Bay', 1.282, 103.86, 30),
            ]),
            D('Rochor', 1.303, 103.853, 50, [A('Bugis', 1.3, 103.855, 30), A('Little India', 1.306, 103.849, 30)]),
            D('Outram', 1.28, 103.84, 45, [A('Chinatown', 1.283, 103.844, 35), A('Tanjong Pagar', 1.276, 103.845, 20)]),
            D('Kallang', 1.31, 103.866, 35, [A('Lavender', 1.307, 103.863, 20), A('Geylang', 1.318, 103.887, 25)]),
            D('Orchard', 1.304, 103.832, 45, []),
          ]),
          S('East Region', 1.35, 103.94, 40, [D('Changi', 1.357, 103.98, 25, []), D('Bedok', 1.324, 103.93, 20, [])]),
        ],
        { pop: true, longStay: true },
      ),
    ]),
  ],
  ph: [
    P('Metro Manila', 14.6, 121.0, 100, [
      C(
        'Manila',
        14.599,
        120.984,
        70,
        [
          D('Ermita', 14.582, 120.985, 40, [A('Rizal Park', 14.583, 120.979, 15)]),
          D('Malate', 14.572, 120.99, 35, [A('Remedios Circle', 14.57, 120.986, 15)]),
        ],
        { pop: true, longStay: true },
      ),
      C(
        'Makati',
        14.555,
        121.024,
        80,
        [
          D('Poblacion', 14.565, 121.03, 40, [A('Burgos', 14.565, 121.031, 20)]),
          D('Legazpi Village', 14.555, 121.016, 35, []),
        ],
        { pop: true, longStay: true },
      ),
      C('Pasay', 14.538, 121.0, 50, [
        D('Baclaran', 14.53, 120.997, 20, []),
        D('Mall of Asia', 14.535, 120.982, 25, []),
      ]),
      C('Quezon City', 14.676, 121.044, 55, [D('Cubao', 14.62, 121.053, 30, []), D('Diliman', 14.65, 121.06, 20, [])], {
        longStay: true,
      }),
      C('Taguig', 14.52, 121.05, 45, [D('Bonifacio Global City', 14.551, 121.049, 35, [])]),
    ]),
    P('Cebu', 10.32, 123.9, 70, [
      C(
        'Cebu City',
        10.316,
        123.885,
        70,
        [D('Lahug', 10.33, 123.9, 30, [A('IT Park', 10.33, 123.905, 20)]), D('Fuente Osmeña', 10.31, 123.89, 25, [])],
        { pop: true, longStay: true },
      ),
      C('Lapu-Lapu City', 10.31, 123.95, 45, [D('Mactan', 10.3, 123.97, 35, [])], { pop: true }),
    ]),
    P('Davao del Sur', 7.07, 125.6, 40, [
      C('Davao City', 7.07, 125.613, 45, [D('Poblacion District', 7.07, 125.61, 25, [])]),
    ]),
  ],
  vn: [
    P('Ho Chi Minh City', 10.82, 106.63, 100, [
      C(
        'Ho Chi Minh City',
        10.776,
        106.7,
        100,
        [
          D('District 1', 10.775, 106.7, 70, [
            A('Ben Thanh', 10.772, 106.698, 35),
            A('Pham Ngu Lao', 10.768, 106.693, 30),
            A('Da Kao', 10.79, 106.7, 15),
          ]),
          D('District 3', 10.78, 106.68, 40, []),
          D('Binh Thanh', 10.81, 106.71, 30, []),
          D('Thu Duc', 10.85, 106.77, 25, [A('Thao Dien', 10.805, 106.735, 25)]),
        ],
        { pop: true, longStay: true },
      ),
    ]),
    P('Hanoi', 21.03, 105.85, 90, [
      C(
        'Hanoi',
        21.028,
        105.854,
        95,
        [
          D('Hoan Kiem', 21.029, 105.852, 70, [
            A('Old Quarter', 21.035, 105.85, 40),
            A('Hoan Kiem Lake', 21.029, 105.852, 25),
          ]),
          D('Ba Dinh', 21.035, 105.82, 35, []),
          D('Tay Ho', 21.07, 105.82, 30, [A('West Lake', 21.06, 105.82, 20)]),
        ],
        { pop: true, longStay: true },
      ),
    ]),
    P('Da Nang', 16.05, 108.2, 70, [
      C(
        'Da Nang',
        16.054,
        108.202,
        75,
        [
          D('Son Tra', 16.07, 108.24, 40, [A('My Khe Beach', 16.06, 108.247, 30)]),
          D('Hai Chau', 16.06, 108.22, 35, []),
        ],
        { pop: true },
      ),
      C('Hoi An', 15.88, 108.335, 55, [D('Minh An', 15.877, 108.33, 30, [A('Ancient Town', 15.877, 108.328, 25)])]),
    ]),
    P('Khanh Hoa', 12.25, 109.19, 45, [C('Nha Trang', 12.238, 109.196, 50, [D('Loc Tho', 12.24, 109.195, 25, [])])]),
  ],
  th: [
    P('Bangkok', 13.75, 100.5, 100, [
      C(
        'Bangkok',
        13.756,
        100.502,
        100,
        [
          D('Pathum Wan', 13.744, 100.53, 60, [A('Siam', 13.746, 100.534, 35), A('Ratchaprasong', 13.747, 100.54, 20)]),
          D('Watthana', 13.74, 100.56, 55, [A('Sukhumvit', 13.738, 100.561, 40), A('Thong Lo', 13.732, 100.58, 25)]),
          D('Phra Nakhon', 13.76, 100.5, 50, [
            A('Khao San Road', 13.759, 100.497, 35),
            A('Rattanakosin', 13.75, 100.49, 15),
          ]),
          D('Bang Rak', 13.73, 100.52, 40, [A('Silom', 13.728, 100.534, 30), A('Riverside', 13.72, 100.513, 15)]),
          D('Ratchathewi', 13.758, 100.533, 30, []),
        ],
        { pop: true, longStay: true },
      ),
    ]),
    P('Chiang Mai', 18.79, 98.98, 70, [
      C(
        'Chiang Mai',
        18.788,
        98.985,
        75,
        [D('Mueang Chiang Mai', 18.79, 98.98, 55, [A('Old City', 18.788, 98.99, 35), A('Nimman', 18.8, 98.967, 30)])],
        { pop: true, longStay: true },
      ),
    ]),
    P('Phuket', 7.88, 98.39, 75, [
      C(
        'Phuket',
        7.88,
        98.39,
        80,
        [
          D('Kathu', 7.91, 98.33, 50, [A('Patong', 7.896, 98.296, 40)]),
          D('Mueang Phuket', 7.88, 98.39, 40, [
            A('Phuket Old Town', 7.885, 98.388, 20),
            A('Kata', 7.82, 98.3, 25),
            A('Karon', 7.846, 98.295, 20),
          ]),
        ],
        { pop: true },
      ),
    ]),
    P('Chonburi', 13.36, 100.98, 50, [
      C('Pattaya', 12.927, 100.877, 55, [D('Bang Lamung', 12.93, 100.88, 30, [A('Jomtien', 12.88, 100.87, 20)])]),
    ]),
  ],
};
