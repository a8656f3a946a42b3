import { expect } from 'vitest';
import { API_BASE } from '@console/contract';
import { seedId } from '../platform/seed-id.ts';
import { bearer } from './auth-helpers.ts';
import { otpFor } from './core-helpers.ts';
import { multipartPayload, pngWith } from './multipart-body.ts';
import type { TestApp } from './test-app.ts';

/** What is known of an organization before its fixtures exist: its demo staff and its sandbox customer. */
export interface OrgSpec {
  name: string;
  /** A word found in every name the fixtures give, so a leak of any of them shows. */
  mark: string;
  officer: string;
  supervisor: string;
  personal: { accountType: string; currency: string };
  business: { accountType: string; currency: string };
  /** A verified customer of the sandbox core with a DahabPlus user and an account with cards. */
  core: { customerId: string; phone: string; mbankingUserId: string };
  /** Phones of the fixtures: this prefix and two digits. */
  phonePrefix: string;
}

export const DAHAB_SPEC: OrgSpec = {
  name: 'Dahab Bank',
  mark: 'Dahabwalk',
  officer: 'officer',
  supervisor: 'supervisor',
  personal: { accountType: 'SAV', currency: 'USD' },
  business: { accountType: 'BUS', currency: 'USD' },
  core: { customerId: 'C0001001', phone: '+252615550001', mbankingUserId: 'DP100001' },
  phonePrefix: '+2526199710',
};

export const SALAAM_SPEC: OrgSpec = {
  name: 'Salaam Microfinance',
  mark: 'Salaamwalk',
  officer: 'salaam.officer',
  supervisor: 'salaam.supervisor',
  personal: { accountType: 'WAL', currency: 'USD' },
  business: { accountType: 'SME', currency: 'USD' },
  core: { customerId: 'C0002001', phone: '+252615550101', mbankingUserId: 'DP200001' },
  phonePrefix: '+2526199720',
};

interface Versioned {
  id: string;
  rowVersion: number;
}

/** Real records of one organization, made through the API, and the texts that betray them. */
export interface OrgFixture {
  spec: OrgSpec;
  orgId: string;
  branchId: string;
  officerId: string;
  customer: Versioned & { mobile: string };
  application: Versioned;
  document: string;
  business: Versioned;
  owner: { id: string; mobile: string };
  businessDocument: string;
  ownerDocument: string;
  merchant: Versioned & { code: string; phone: string };
  /** The core customer's active account with cards, and one of its cards (sealed id). */
  account: { accountNo: string; accountType: string; card: string };
  cardRequisition: Versioned;
  limitRequisition: Versioned;
  /** Names, phones, ids and user names: none may reach another organization's user. */
  markers: string[];
}

/** The registration of the organization's business, with one signatory owning all of it. */
const registration = (spec: OrgSpec, orgId: string, ownerMobile: string) => ({
  organizationId: orgId,
  ...spec.business,
  name: `${spec.mark} Traders`,
  registrationNumber: `REG-${spec.mark}`,
  registrationDate: '2015-06-01',
  type: 'Limited Liability Company',
  email: `info@${spec.mark.toLowerCase()}.example`,
  address: `${spec.mark} Road 12`,
  city: 'Mogadishu',
  country: 'SO',
  contactPersonName: `Ayaan ${spec.mark}`,
  contactPersonPhone: `${spec.phonePrefix}03`,
  countriesTradedWith: ['KE'],
  capitalInvested: '250000.50',
  monthlyTurnover: '40000',
  annualTurnover: '480000.00',
  language: 'Somali',
  signatoryType: 'Any Two',
  signatories: [
    {
      name: `Faarax ${spec.mark}`,
      nationality: 'SO',
      dateOfBirth: '1980-02-03',
      mobileNumber: ownerMobile,
      ownershipType: 'Shareholder',
      ownershipPercentage: 100,
      idType: 'Passport',
      idNumber: `P-${spec.mark}`,
      idExpiryDate: '2031-01-01',
    },
  ],
});

/** Calls that must succeed, as one user. */
function client(t: TestApp, token: string) {
  const call = async <T>(method: 'GET' | 'POST', url: string, status: number, payload?: object | Buffer) => {
    const res = await t.app.inject({
      method,
      url: API_BASE + url,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json<T>();
  };
  return {
    get: <T>(url: string) => call<T>('GET', url, 200),
    post: <T>(url: string, body: object) => call<T>('POST', url, 201, body),
    /** A PNG carrying `text`, so that a leaked file shows. */
    upload: async (url: string, fields: Record<string, string>, text: string) => {
      const { type, data } = multipartPayload(fields, pngWith(text));
      const res = await t.app.inject({
        method: 'POST',
        url: API_BASE + url,
        payload: data,
        headers: { ...bearer(token), 'content-type': type },
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
      return res.json<{ id: string }>().id;
    },
  };
}

/**
 * Makes the fixtures of one organization through the API: onboarding by its own officer (a new
 * application needs the maker's branch there, which `admin` has not), the core's facts and the
 * card requisitions by `admin`.
 */
export async function makeFixtures(
  t: TestApp,
  spec: OrgSpec,
  tokens: { maker: string; admin: string },
): Promise<OrgFixture> {
  const orgId = seedId(`org:${spec.name}`);
  const maker = client(t, tokens.maker);
  const admin = client(t, tokens.admin);
  const { mark } = spec;
  const [mobile, ownerMobile, merchantPhone] = ['01', '02', '04'].map((n) => spec.phonePrefix + n) as [
    string,
    string,
    string,
  ];

  const oTP = await otpFor(t, tokens.maker, tokens.admin, {
    organizationId: orgId,
    phone: mobile,
    operation: 'NewApplication',
  });
  const application = await maker.post<Versioned & { customerId: string }>('Applications', {
    organizationId: orgId,
    ...spec.personal,
    mobile,
    oTP,
    language: 'Somali',
    customer: { name: `Ubax ${mark}`, email: `ubax.${mark.toLowerCase()}@mail.example` },
  });
  const document = await maker.upload(
    'Documents',
    { customerId: application.customerId, documentType: 'Photo' },
    mark,
  );
  // Read after the upload, which moves the profile's row version on.
  const customer = await maker.get<Versioned>(`Customers/${application.customerId}`);

  const registered = await maker.post<Versioned>('Businesses', registration(spec, orgId, ownerMobile));
  const [owner] = await maker.get<{ id: string }[]>(`Businesses/${registered.id}/Owners`);
  if (!owner) throw new Error('The business has no signatory');
  const businessDocument = await maker.upload(
    `Businesses/${registered.id}/Documents`,
    { documentType: 'Photo' },
    mark,
  );
  const ownerDocument = await maker.upload(
    'Businesses/Owners/Documents',
    { ownerId: owner.id, documentType: 'Signature' },
    mark,
  );
  const business = await maker.get<Versioned>(`Businesses/${registered.id}`);

  const accounts = await admin.get<
    { account: string; accountType: string; accStatus: string; name: string }[]
  >(`Customers/${spec.core.customerId}/Accounts?organizationId=${orgId}`);
  let account: OrgFixture['account'] | undefined;
  for (const a of accounts.filter((x) => x.accStatus === 'Active')) {
    const [card] = await admin.get<{ id: string }[]>(`Accounts/Cards/${orgId}/${a.account}`);
    account ??= card && { accountNo: a.account, accountType: a.accountType, card: card.id };
  }
  if (!account) throw new Error(`${spec.core.customerId} has no active account with cards`);

  const { code } = await maker.get<{ code: string }>(`Merchants/GenerateCode?organizationId=${orgId}`);
  const merchant = await maker.post<Versioned & { code: string }>('Merchants', {
    organizationId: orgId,
    accountNo: account.accountNo,
    code,
    name: `${mark} Kiosk`,
    phone: merchantPhone,
    email: `kiosk@${mark.toLowerCase()}.example`,
  });
  const requisition = { organizationId: orgId, accountNumber: account.accountNo };
  const cardRequisition = await admin.post<Versioned>('Accounts/Cards/Requisitions', {
    ...requisition,
    productType: 'Visa Gold',
    cardType: 'Debit',
  });
  const limitRequisition = await admin.post<Versioned>('Accounts/Cards/Requisitions/Limit', {
    ...requisition,
    cardId: account.card,
    limitType: 'ATM Withdrawal',
    amount: '500.00',
  });

  const users = await admin.get<{ id: string; userName: string }[]>('AppUsers/LookUp');
  const officerId = users.find((u) => u.userName === spec.officer)?.id ?? '';
  const [branch] = await admin.get<{ id: string }[]>(`Organizations/${orgId}/Branches`);
  const versioned = (r: Versioned) => ({ id: r.id, rowVersion: r.rowVersion });
  const records = [customer, application, business, owner, merchant, cardRequisition, limitRequisition];
  const markers = [
    ...[mark, orgId, spec.name, spec.officer, spec.supervisor, officerId],
    ...[mobile, ownerMobile, merchantPhone, `${spec.phonePrefix}03`],
    ...[spec.core.customerId, spec.core.phone, spec.core.mbankingUserId, account.accountNo, account.card],
    ...[merchant.code, ...accounts.map((a) => a.name)],
    ...[...records.map((r) => r.id), document, businessDocument, ownerDocument],
  ];
  return {
    spec,
    orgId,
    branchId: branch?.id ?? '',
    officerId,
    customer: { ...versioned(customer), mobile },
    application: versioned(application),
    document,
    business: versioned(business),
    owner: { id: owner.id, mobile: ownerMobile },
    businessDocument,
    ownerDocument,
    merchant: { ...versioned(merchant), code: merchant.code, phone: merchantPhone },
    account,
    cardRequisition: versioned(cardRequisition),
    limitRequisition: versioned(limitRequisition),
    markers: [...new Set(markers.filter(Boolean))],
  };
}
