import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, P } from '@console/contract';
import { applications, customers } from '../../db/schema/index.ts';
import { seedId } from '../../platform/seed-id.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Note: organizations are separate institutions. The officer and the supervisor work at a Dahab
// Bank branch only; a Salaam Microfinance record does not exist for them.
const SALAAM = seedId('org:Salaam Microfinance');
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64),
]);

let t: TestApp;
const tokens: Record<string, string> = {};
let customer: { id: string; rowVersion: number; mobile: string };
let otherFlagged: { id: string; rowVersion: number };
let applicationId: string;
let documentId: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/api/${url}`,
    headers: bearer(tokens[who]!),
    ...(payload ? { payload } : {}),
  });

function photoUpload(customerId: string, who: string) {
  const boundary = '----scope';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="customerId"\r\n\r\n${customerId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nPhoto\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/api/Documents',
    payload,
    headers: { ...bearer(tokens[who]!), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  for (const name of ['officer', 'supervisor', 'admin']) tokens[name] = await tokenFor(t, name);
  // A head-office user: no branch at all, but every organization.
  tokens.headOffice = await tokenFor(t, 'auditor', [
    P.ListCustomers,
    P.EditCustomer,
    P.ListDocuments,
    P.AddDocument,
    P.ListApplications,
    P.AllOrganizations,
  ]);
  const by = { createdBy: 'admin', createdAt: t.clock.now(), timeStamp: t.clock.now() };
  const [c, other] = await t.database.db
    .insert(customers)
    .values([
      {
        organizationId: SALAAM,
        name: 'Quuxa Salaam',
        mobile: '+252619990001',
        email: 'h@s.example',
        status: 'Flagged',
        ...by,
      },
      {
        organizationId: SALAAM,
        name: 'Quuxa Other',
        mobile: '+252619990002',
        email: 'o@s.example',
        status: 'Pending',
        ...by,
      },
    ])
    .returning();
  customer = { id: c!.id, rowVersion: c!.rowVersion, mobile: c!.mobile };
  const app = { organizationId: SALAAM, accountType: 'WAL', currency: 'USD', branchCode: '101', ...by };
  const [a, f] = await t.database.db
    .insert(applications)
    .values([
      { ...app, customerId: c!.id, status: 'Pending' },
      { ...app, customerId: other!.id, status: 'Flagged' },
    ])
    .returning();
  applicationId = a!.id;
  otherFlagged = { id: f!.id, rowVersion: f!.rowVersion };
  const uploaded = await photoUpload(customer.id, 'admin');
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  documentId = uploaded.json<{ id: string }>().id;
});
afterAll(() => t.close());

/** Every route reading one record, by its id. */
const reads = () => [
  `Customers/${customer.id}`,
  `Customers/${customer.id}/Applications`,
  `Customers/${customer.id}/Documents`,
  `Documents/${documentId}/File`,
  `Applications/${applicationId}/History`,
  `Applications/${applicationId}/MissingDocuments`,
  `Customers/InquiryByPhone/${SALAAM}/${customer.mobile}`,
  `Customers/InquiryImage/${SALAAM}/C0001001`,
  `Customers/C0001001/Accounts?organizationId=${SALAAM}`,
  `Customers/MobileBanking/${SALAAM}/${customer.mobile}`,
];

describe('organization scope', () => {
  it('answers 404 to every read of another organization, and reads it for head office', async () => {
    for (const url of reads()) {
      expect((await call('GET', url, 'officer')).statusCode, url).toBe(404);
      expect((await call('GET', url, 'supervisor')).statusCode, url).toBe(404);
    }
    for (const url of reads().slice(0, 6)) {
      expect((await call('GET', url, 'headOffice')).statusCode, url).toBe(200);
      expect((await call('GET', url, 'admin')).statusCode, url).toBe(200);
    }
  });

  it('filters the lists and lookups to the organizations of the user', async () => {
    const names = async (who: string, url: string) =>
      (await call('GET', url, who)).json<{ items: { name?: string; customerName?: string }[] }>().items;
    expect((await names('officer', 'Customers?size=100')).map((c) => c.name)).not.toContain('Quuxa Salaam');
    expect((await names('officer', 'Customers?name=Quuxa')).map((c) => c.name)).toEqual([]);
    expect((await names('headOffice', 'Customers?name=Quuxa')).map((c) => c.name).sort()).toEqual([
      'Quuxa Other',
      'Quuxa Salaam',
    ]);
    const officerCount = (await call('GET', 'Customers?size=1', 'officer')).json<{ totalItems: number }>();
    const dahab = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.organizationId, seedId('org:Dahab Bank')), eq(customers.isDeleted, false)));
    expect(officerCount.totalItems).toBe(dahab.length);
    expect((await names('officer', 'Applications?size=100')).map((a) => a.customerName)).not.toContain(
      'Quuxa Salaam',
    );
    expect((await names('officer', 'Applications?status=Flagged')).length).toBe(0);
    expect((await names('admin', 'Applications?status=Flagged')).map((a) => a.customerName)).toEqual([
      'Quuxa Other',
    ]);
    const lookup = `Customers/Lookup?mobile=${encodeURIComponent(customer.mobile)}`;
    expect((await call('GET', lookup, 'officer')).json()).toEqual([]);
    expect((await call('GET', lookup, 'headOffice')).json<unknown[]>()).toHaveLength(1);
  });

  it('refuses every change to another organization and changes nothing', async () => {
    const edit = await call('PUT', `Customers/${customer.id}/${customer.rowVersion}`, 'officer', {
      name: 'Changed',
      email: 'changed@s.example',
    });
    expect(edit.statusCode).toBe(404);
    const upload = await photoUpload(customer.id, 'officer');
    expect(upload.statusCode).toBe(404);
    expect(upload.json()).toEqual({ message: messages.customerNotFound });
    const decide = await call('PUT', `Applications/${applicationId}/Status`, 'supervisor', {
      rowVersion: 0,
      status: 'Draft',
    });
    expect(decide.statusCode).toBe(404);
    const resolve = await call('PUT', `Applications/${otherFlagged.id}/ResolveFlagged`, 'supervisor', {
      rowVersion: otherFlagged.rowVersion,
      destinationCustomerId: customer.id,
      comments: 'Same person',
    });
    expect(resolve.statusCode).toBe(404);
    const request = await call('POST', 'Applications/AccountRequest', 'officer', {
      organizationId: SALAAM,
      customerId: customer.id,
      accountType: 'WAL',
      currency: 'USD',
      mobile: customer.mobile,
      oTP: '123456',
    });
    expect(request.statusCode).toBe(404);
    const reset = await call('POST', 'Customers/ResetPin', 'officer', {
      organizationId: SALAAM,
      customerId: 'C0001001',
      mobile: customer.mobile,
      oTP: '123456',
      totp: '123456',
    });
    expect(reset.statusCode).toBe(404);
    expect(reset.json()).toEqual({ message: messages.notFound });
    const profile = (await call('GET', `Customers/${customer.id}`, 'admin')).json<{
      name: string;
      documents: number;
      rowVersion: number;
    }>();
    expect(profile).toMatchObject({ name: 'Quuxa Salaam', documents: 1, rowVersion: customer.rowVersion });
    const history = (await call('GET', `Applications/${applicationId}/History`, 'admin')).json<unknown[]>();
    expect(history).toEqual([]);
  });

  it('lets head office edit and upload in any organization', async () => {
    const edit = await call('PUT', `Customers/${customer.id}/${customer.rowVersion}`, 'headOffice', {
      name: 'Quuxa Salaam',
      email: 'hodan@s.example',
    });
    expect(edit.statusCode, edit.body).toBe(204);
    expect((await photoUpload(customer.id, 'headOffice')).statusCode).toBe(201);
  });

  it('never turns a malformed core customer id into a core outage', async () => {
    // The contract refuses control characters (400); anything else no core holds is a 404.
    for (const id of ['%00', '%20', 'a%0Ab', 'a%20b', '%E2%80%AE'])
      expect([400, 404], id).toContain(
        (await call('GET', `Customers/InquiryImage/${seedId('org:Dahab Bank')}/${id}`, 'admin')).statusCode,
      );
  });
});
