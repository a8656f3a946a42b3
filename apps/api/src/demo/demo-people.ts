import type { documentNames } from '@console/contract';
import { avatarPng } from '../core-banking/sandbox/avatar.ts';

/** Made-up people of the living demo: names, contact details and a profile, from a seeded PRNG. */
const givenNames = [
  'Amina',
  'Hodan',
  'Sahra',
  'Fadumo',
  'Hawa',
  'Ifrah',
  'Khadra',
  'Layla',
  'Muna',
  'Nasra',
  'Abdi',
  'Ahmed',
  'Bashir',
  'Dahir',
  'Farah',
  'Hassan',
  'Ismail',
  'Liban',
  'Mahad',
  'Omar',
];
const familyNames = [
  'Ali',
  'Aden',
  'Farah',
  'Hirsi',
  'Jama',
  'Mohamed',
  'Nur',
  'Osman',
  'Warsame',
  'Yusuf',
  'Abdullahi',
  'Dualeh',
  'Egal',
  'Gedi',
  'Isse',
  'Mire',
  'Samatar',
  'Shire',
];
const cities = ['Mogadishu', 'Hargeisa', 'Kismayo', 'Garowe', 'Baidoa', 'Berbera', 'Bosaso'];
const employers = ['Hormuud Telecom', 'Port of Kismayo', 'Ministry of Health', 'Dahabshiil', null];

export interface DemoPerson {
  name: string;
  mobile: string;
  email: string;
  city: string;
  gender: 'Male' | 'Female';
  dateOfBirth: string;
  employer: string | null;
  salary: number | null;
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/** The `index`-th person; mobile numbers sit in a range the sandbox core does not use. */
export function demoPerson(rand: () => number, orgNo: number, index: number): DemoPerson {
  const given = pick(rand, givenNames);
  const female = givenNames.indexOf(given) < 10;
  const name = `${given} ${pick(rand, familyNames)} ${pick(rand, familyNames)}`;
  const employer = pick(rand, employers);
  const year = 1960 + Math.floor(rand() * 45);
  const month = 1 + Math.floor(rand() * 12);
  const day = 1 + Math.floor(rand() * 28);
  return {
    name,
    mobile: `+25261${7 + orgNo}${String(index).padStart(6, '0')}`,
    email: `${given.toLowerCase()}.${orgNo}${index}@mail.example`,
    city: pick(rand, cities),
    gender: female ? 'Female' : 'Male',
    dateOfBirth: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    employer,
    salary: employer ? 300 + Math.floor(rand() * 30) * 50 : null,
  };
}

/** A one-page PDF that says what it is: enough for the content check and the viewer. */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

type DocumentName = (typeof documentNames)[number];

/** The documents a demo customer brings: a photo (PNG) and an identity or address paper (PDF). */
export function demoDocuments(person: DemoPerson, index: number) {
  const paper: DocumentName = index % 3 === 0 ? 'Proof of Address' : 'Passport';
  return [
    {
      documentType: 'Photo' as DocumentName,
      file: avatarPng(person.mobile),
      fields: {} as Record<string, string>,
    },
    {
      documentType: paper,
      file: demoPdf(`${paper}: ${person.name}`),
      fields: { documentNo: `P${String(100000 + index)}`, issueDate: '2022-01-15', expireDate: '2032-01-14' },
    },
  ];
}
