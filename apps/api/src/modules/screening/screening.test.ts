import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@console/contract';
import { activityEvents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';

let t: TestApp;
let compliance: string;
let checker: string;
let officer: string;
let salaam: string;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  compliance = await tokenFor(t, 'compliance');
  checker = await tokenFor(t, 'compliance.checker');
  officer = await tokenFor(t, 'officer');
  salaam = await tokenFor(t, 'salaam.officer', ['screening.check']);
});
afterAll(() => t.close());

const UN = readFileSync(new URL('./fixtures/un-consolidated-list.xml', import.meta.url), 'utf8');

function multipart(files: Record<string, { name: string; data: string | Buffer }>) {
  const boundary = '----screening' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [field, file] of Object.entries(files))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), 'content-type': `multipart/form-data; boundary=${boundary}` };
}

const importList = (
  source: string,
  files: Record<string, { name: string; data: string | Buffer }>,
  token = compliance,
) => {
  const { payload, 'content-type': type } = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/api/Screening/Lists/${source}`,
    payload,
    headers: { ...bearer(token), 'content-type': type },
  });
};
const check = (body: Record<string, unknown>, token = compliance) =>
  t.app.inject({ method: 'POST', url: '/api/api/Screening/Check', payload: body, headers: bearer(token) });
const versions = (token = compliance) =>
  t.app.inject({ method: 'GET', url: '/api/api/Screening/Lists', headers: bearer(token) });
const events = () =>
  t.database.db
    .select({
      event: activityEvents.event,
      remarks: activityEvents.remarks,
      createdBy: activityEvents.createdBy,
    })
    .from(activityEvents)
    .where(eq(activityEvents.type, 'ScreeningList'));

describe('screening lists and the free check', () => {
  it('imports the UN list as a version, and the same file again changes nothing', async () => {
    const first = await importList('UN', { file: { name: 'consolidated.xml', data: UN } });
    expect(first.statusCode).toBe(201);
    const v1 = first.json<{ versionId: string }>();
    // Three individuals and an entity, one of them delisted in the file.
    expect(v1).toEqual({
      versionId: expect.any(String) as unknown,
      source: 'UN',
      entries: 3,
      added: 3,
      removed: 0,
      changed: 0,
    });
    const again = await importList('UN', { file: { name: 'consolidated.xml', data: UN } });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ ...v1, added: 0, removed: 0, changed: 0 });
    const list = (await versions()).json<
      { versionId: string; source: string; fileName: string; createdBy: string }[]
    >();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      versionId: v1.versionId,
      fileName: 'consolidated.xml',
      createdBy: 'compliance',
      generatedAt: '2026-11-30T10:00:00.000Z',
    });
  });

  it('answers a check with the list’s reference, best first, with the reasons', async () => {
    const res = await check({ name: 'Cabdiraxmaan Maxamuud Xuseen', dateOfBirth: '1990-01-01' });
    expect(res.statusCode).toBe(200);
    const { hits } = res.json<{ hits: { reference: string; score: number; reasons: string[] }[] }>();
    expect(hits[0]).toMatchObject({
      source: 'UN',
      reference: 'SOi.002',
      name: 'ABDIRAHMAN MAHMOUD HUSSEIN',
      kind: 'Individual',
    });
    expect(hits[0]?.reasons).toEqual(
      expect.arrayContaining([
        'given name Cabdiraxmaan ≈ Abdirahman',
        'born 1961 or about 1962 on the list, 1990 here',
      ]),
    );
    const arabic = (await check({ name: 'عبد الرحمن محمود حسين', kind: 'Individual' })).json<{
      hits: { reference: string }[];
    }>();
    expect(arabic.hits[0]?.reference).toBe('SOi.002');
    // The delisted entry is not screened against.
    expect((await check({ name: 'Khalid Omar Sharif' })).json()).toEqual({ hits: [] });
    const entity = (await check({ name: 'Nasr Xawaala', kind: 'Entity' })).json<{
      hits: { reference: string }[];
    }>();
    expect(entity.hits[0]?.reference).toBe('SOe.001');
    // A list is shared: a branch officer of another organization with the permission sees the same.
    expect(
      (await check({ name: 'Cabdiraxmaan Maxamuud Xuseen' }, salaam)).json<{ hits: unknown[] }>().hits,
    ).toHaveLength(1);
  });

  it('counts entries added, delisted and changed against the version before', async () => {
    const next = UN.replace('<DELISTED_ON>2025-07-01</DELISTED_ON>', '')
      .replace(
        '<SORT_KEY_LAST_MOD>2021-02-02</SORT_KEY_LAST_MOD>',
        '<SORT_KEY_LAST_MOD>2021-02-02</SORT_KEY_LAST_MOD><DELISTED_ON>2026-11-01</DELISTED_ON>',
      )
      .replace('<NUMBER>SO-ID-778899</NUMBER>', '<NUMBER>SO-ID-778800</NUMBER>');
    const res = await importList('UN', { file: { name: 'next.xml', data: next } });
    expect(res.json()).toMatchObject({ entries: 3, added: 1, removed: 1, changed: 1 });
    expect(
      (await check({ name: 'Khalid Omar Sharif' })).json<{ hits: { reference: string }[] }>().hits[0]
        ?.reference,
    ).toBe('QDi.901');
    expect((await check({ name: 'Nasr Xawaala' })).json()).toEqual({ hits: [] });
    // An entry no longer in the file is removed too.
    const shorter = next.replace(/<INDIVIDUAL>\s*<DATAID>6908002<\/DATAID>[\s\S]*?<\/INDIVIDUAL>/, '');
    expect((await importList('UN', { file: { name: 'shorter.xml', data: shorter } })).json()).toMatchObject({
      entries: 2,
      added: 0,
      removed: 1,
      changed: 0,
    });
    expect((await versions()).json<unknown[]>()).toHaveLength(3);
  });

  it('refuses a bad file with the reason and keeps the version in force', async () => {
    const before = (await versions()).json<unknown[]>();
    const bad = [
      await importList('UN', { file: { name: 'cut.xml', data: UN.slice(0, 2000) } }),
      await importList('UN', { file: { name: 'list.csv', data: 'name\nAli\n' } }),
      await importList('UN', { file: { name: 'empty.xml', data: '' } }),
      await importList('Local', { file: { name: 'w.csv', data: 'Name,Aliases\n' } }),
    ];
    for (const res of bad) {
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['file']);
    }
    expect(bad[3]?.json()).toEqual({ errors: { file: ['The list holds no entries'] } });
    const none = await importList('UN', {});
    expect(none.json()).toEqual({ errors: { file: [messages.selectFile] } });
    const source = await importList('EU', { file: { name: 'x.xml', data: UN } });
    expect(source.statusCode).toBe(400);
    expect(source.json()).toEqual({ errors: { source: [messages.unknownListSource] } });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/api/Screening/Lists/UN',
      payload: { file: UN },
      headers: bearer(compliance),
    });
    expect(json.statusCode).toBe(415);
    expect((await versions()).json()).toEqual(before);
    expect(
      (await check({ name: 'Cabdiraxmaan Xuseen Maxamuud' })).json<{ hits: unknown[] }>().hits,
    ).toHaveLength(1);
  });

  it('imports the bank’s watchlist and OFAC’s list beside the UN list', async () => {
    const local = await importList('Local', {
      file: {
        name: 'watchlist.csv',
        data: 'Name,Aliases,Date of birth,Nationality,ID number,Phone,Account number,Merchant code,Reason\nXasan Cali Faarax,Hassan Ali Farah,1980-02-01,Somalia,SO123,+252615550077,0012345,,Fraud\n',
      },
    });
    expect(local.statusCode).toBe(201);
    expect(local.json()).toMatchObject({ source: 'Local', entries: 1, added: 1 });
    const sdn =
      '36,"HUSSEIN, Abdirahman Mahmoud","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 14 Mar 1961; nationality Somalia; Passport P0-1234567 (Somalia)."\n\u001a\n';
    const alt = '36,12,"aka","XUSEEN, Cabdiraxmaan",-0-\n';
    const ofac = await importList('OFAC', {
      alt: { name: 'alt.csv', data: alt },
      file: { name: 'sdn.csv', data: sdn },
    });
    expect(ofac.statusCode).toBe(201);
    expect(ofac.json()).toMatchObject({ source: 'OFAC', entries: 1, added: 1 });
    const hits = (await check({ name: 'Hassan Ali Farah', dateOfBirth: '1980-02-01' })).json<{
      hits: { source: string; reference: string }[];
    }>().hits;
    expect(hits[0]?.source).toBe('Local');
    const both = (await check({ name: 'Abdirahman Mahmoud Hussein', documentNumber: 'P0-1234567' })).json<{
      hits: { source: string; reference: string; reasons: string[] }[];
    }>().hits;
    expect(both.map((h) => `${h.source} ${h.reference}`).sort()).toEqual(['OFAC 36', 'UN SOi.002']);
    expect(both[0]?.reasons).toContain('Passport number P0-1234567 on the list and here');
    const wrong = await importList('OFAC', { file: { name: 'sdn.csv', data: UN } });
    expect(wrong.statusCode).toBe(400);
  });

  it('audits every import, by whom', async () => {
    const rows = await events();
    // The same file again changed nothing and wrote no version, but is audited too.
    expect(rows.map((r) => r.event)).toEqual(Array(6).fill('ListImported'));
    expect(rows.map((r) => r.remarks)).toContain('UN list: 3 entries, 3 added, 0 removed, 0 changed');
    expect(rows.map((r) => r.remarks)).toContain('UN list: the same entries again, nothing changed');
    expect(new Set(rows.map((r) => r.createdBy))).toEqual(new Set(['compliance']));
  });

  it('checks the name and the fields, and guards every route by its permission', async () => {
    const blank = await check({ name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ errors: { name: [messages.screeningNameRequired] } });
    const wrongKind = await check({ name: 'Ali', kind: 'Vessel' });
    expect(wrongKind.json()).toEqual({ errors: { kind: [messages.screeningKindUnknown] } });
    expect((await check({ name: 'Ali', dateOfBirth: '1961-13-01' })).json()).toEqual({
      errors: { dateOfBirth: [messages.dateFormat] },
    });
    expect((await check({ name: 'Ali' }, officer)).statusCode).toBe(403);
    expect((await versions(officer)).statusCode).toBe(403);
    expect((await importList('UN', { file: { name: 'x.xml', data: UN } }, checker)).statusCode).toBe(403);
    expect((await importList('UN', { file: { name: 'x.xml', data: UN } }, salaam)).statusCode).toBe(403);
    expect((await check({ name: 'Ali' }, checker)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/api/Screening/Check', payload: { name: 'Ali' } }))
        .statusCode,
    ).toBe(401);
  });
});
