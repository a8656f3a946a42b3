/**
 * The sandbox's demo customers. Phones are +25261555XXXX:
 *
 * Dahab Bank (C0001001–C0001014)
 * - +252615550001  Amina Hassan Ali (C0001001): 2 accounts, the first linked to DahabPlus with 2
 *   cards and the second with 1; mobile-banking user DP100001 with two pending OTPs.
 * - +252615550002  TWO verified customers: Mohamed (C0001002, DahabPlus DP100002) and Faadumo
 *   Abdi Warsame (C0001003), a family sharing one phone.
 * - +252615550004  Hodan Yusuf Farah (C0001004): DahabPlus user DP100003, BLOCKED, one pending OTP.
 * - +252615550006, …0009, …0012: further DahabPlus users (DP100004–DP100006); …0006 has a pending OTP.
 * - +252615550008  Khadija Mohamud Osman (C0001008): no photo in the core.
 * - +252615559999  no customer at all (and +252615550003 is unused too).
 * Salaam Microfinance (C0002001–C0002006): +252615550101 … +252615550106; DahabPlus users DP200001
 * (…0101, one pending OTP) and DP200002 (…0103).
 *
 * `cards` has one entry per account (how many physical cards it has); the first `linked` accounts
 * are linked to DahabPlus with a daily limit.
 */
export interface CustomerSpec {
  name: string;
  phone: string;
  cards: number[];
  linked?: number;
  mbanking?: 'active' | 'blocked';
  pendingOtps?: number;
  noPhoto?: boolean;
}

export interface OrgSpec {
  org: string;
  /** Customer ids are `C` + seven digits counting up from here. */
  firstCustomerNo: number;
  userPrefix: string;
  customers: CustomerSpec[];
}

const p = (tail: string) => `+25261555${tail}`;

export const sandboxSpecs: OrgSpec[] = [
  {
    org: 'Dahab Bank',
    firstCustomerNo: 1001,
    userPrefix: 'DP1',
    customers: [
      {
        name: 'Amina Hassan Ali',
        phone: p('0001'),
        cards: [2, 1],
        linked: 1,
        mbanking: 'active',
        pendingOtps: 2,
      },
      { name: 'Mohamed Abdi Warsame', phone: p('0002'), cards: [1], linked: 1, mbanking: 'active' },
      { name: 'Faadumo Abdi Warsame', phone: p('0002'), cards: [0, 1] },
      {
        name: 'Hodan Yusuf Farah',
        phone: p('0004'),
        cards: [1, 0, 1],
        linked: 1,
        mbanking: 'blocked',
        pendingOtps: 1,
      },
      { name: 'Abdirahman Omar Jama', phone: p('0005'), cards: [0] },
      {
        name: 'Sahra Ahmed Nur',
        phone: p('0006'),
        cards: [2],
        linked: 1,
        mbanking: 'active',
        pendingOtps: 1,
      },
      { name: 'Yusuf Ismail Aden', phone: p('0007'), cards: [1, 1] },
      { name: 'Khadija Mohamud Osman', phone: p('0008'), cards: [0, 0, 1], noPhoto: true },
      { name: 'Abdullahi Hussein Said', phone: p('0009'), cards: [1], linked: 1, mbanking: 'active' },
      { name: 'Maryan Ali Hirsi', phone: p('0010'), cards: [0, 2] },
      { name: 'Ahmed Farah Gedi', phone: p('0011'), cards: [1] },
      { name: 'Ifrah Abdulle Mohamed', phone: p('0012'), cards: [0, 1], linked: 2, mbanking: 'active' },
      { name: 'Hassan Nur Egal', phone: p('0013'), cards: [2, 0, 0] },
      { name: 'Nasra Said Dirie', phone: p('0014'), cards: [1] },
    ],
  },
  {
    org: 'Salaam Microfinance',
    firstCustomerNo: 2001,
    userPrefix: 'DP2',
    customers: [
      {
        name: 'Ayaan Abdi Jibril',
        phone: p('0101'),
        cards: [1],
        linked: 1,
        mbanking: 'active',
        pendingOtps: 1,
      },
      { name: 'Bashir Aden Musse', phone: p('0102'), cards: [0, 1] },
      { name: 'Deeqa Hussein Awale', phone: p('0103'), cards: [1], linked: 1, mbanking: 'active' },
      { name: 'Guled Osman Hirsi', phone: p('0104'), cards: [0] },
      { name: 'Hibo Mohamed Yare', phone: p('0105'), cards: [1, 0] },
      { name: 'Liban Jama Kahin', phone: p('0106'), cards: [0] },
    ],
  },
];
