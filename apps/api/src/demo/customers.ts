import { customers } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { seedId } from '../platform/seed-id.ts';
import type { Seeder } from './index.ts';
import { type Config } from '../kernel/config.ts';
import { type Clock } from '../kernel/clock.ts';

/** Profiles onboarded earlier, each a verified customer of the sandbox core (see its seed data). */
const profiles = [
  {
    org: 'Dahab Bank',
    core: 'C0001001',
    name: 'Amina Hassan Ali',
    mobile: '+252615550001',
    city: 'Mogadishu',
    gender: 'Female',
    dob: '1988-04-12',
    employment: 'Employed',
    employer: 'Hormuud Telecom',
    salary: 950,
  },
  {
    org: 'Dahab Bank',
    core: 'C0001004',
    name: 'Hodan Yusuf Farah',
    mobile: '+252615550004',
    city: 'Hargeisa',
    gender: 'Female',
    dob: '1992-09-30',
    employment: 'Self-employed',
    employer: null,
    salary: 1400,
  },
  {
    org: 'Dahab Bank',
    core: 'C0001005',
    name: 'Abdirahman Omar Jama',
    mobile: '+252615550005',
    city: 'Kismayo',
    gender: 'Male',
    dob: '1979-01-05',
    employment: 'Employed',
    employer: 'Port of Kismayo',
    salary: 1100,
  },
  {
    org: 'Dahab Bank',
    core: 'C0001006',
    name: 'Sahra Ahmed Nur',
    mobile: '+252615550006',
    city: 'Mogadishu',
    gender: 'Female',
    dob: '1995-06-21',
    employment: 'Student',
    employer: null,
    salary: null,
  },
  {
    org: 'Salaam Microfinance',
    core: 'C0002001',
    name: 'Ismail Garaad Hirsi',
    mobile: '+252615550101',
    city: 'Garowe',
    gender: 'Male',
    dob: '1983-11-17',
    employment: 'Self-employed',
    employer: null,
    salary: 800,
  },
];

export const customersSeeder: Seeder = {
  name: 'customers',
  async run(db: Db, _config: Config, clock: Clock) {
    const seededAt = clock.now();
    for (const [i, p] of profiles.entries()) {
      await db
        .insert(customers)
        .values({
          id: seedId(`customer:${p.core}`),
          organizationId: seedId(`org:${p.org}`),
          coreCustomerId: p.core,
          name: p.name,
          mobile: p.mobile,
          email: `${p.name.split(' ')[0]!.toLowerCase()}.${p.core.toLowerCase()}@mail.example`,
          status: 'Approved',
          city: p.city,
          country: 'SO',
          nationality: 'SO',
          dateOfBirth: p.dob,
          gender: p.gender,
          title: p.gender === 'Female' ? 'Ms' : 'Mr',
          employment: p.employment,
          employer: p.employer,
          salary: p.salary,
          salaryFrequency: p.salary ? 'Monthly' : null,
          language: 'Somali',
          createdBy: 'officer',
          createdAt: new Date(Date.UTC(2026, 9, 1 + i, 8, 30)),
          timeStamp: seededAt,
        })
        .onConflictDoNothing();
    }
  },
};
