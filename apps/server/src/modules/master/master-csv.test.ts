import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { fileUpload } from '../../../test/helpers/uploads';

let t: Awaited<ReturnType<typeof setupFile>>;
let admin: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 7);
type Row = { line: number; name: string; slug: string | null; action: string; details: string[] };

/** A multipart body with the CSV and, when applying, the preview's token beside it. */
function csvBody(csv: string | Buffer, token?: string) {
  const file = fileUpload(Buffer.isBuffer(csv) ? csv : Buffer.from(csv), 'list.csv', 'text/csv');
  if (!token) return file;
  const boundary = file.headers['content-type'].split('boundary=')[1];
  const field = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n`,
  );
  return { ...file, payload: Buffer.concat([field, file.payload]) };
}
function preview(list: string, csv: string | Buffer) {
  const body = csvBody(csv);
  return t.app.inject({
    method: 'POST',
    url: `/api/master/admin/${list}/import/preview`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
}
async function previewOk(list: string, csv: string) {
  const res = await preview(list, csv);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { rows: Row[]; counts: Record<string, number>; token: string };
}
function apply(list: string, csv: string, token: string) {
  const body = csvBody(csv, token);
  return t.app.inject({
    method: 'POST',
    url: `/api/master/admin/${list}/import`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
}
const exported = async (list: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/master/admin/${list}/export`,
    headers: bearer(admin),
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  return res.body;
};
const addItem = async (list: string, name: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/api/master/admin/${list}`,
      headers: bearer(admin),
      payload: { name },
    })
  ).json().data.id as number;

describe('master data CSV', () => {
  it('exports name, name_ar, slug, parent, active, order and usage; a formula-like name is neutralised', async () => {
    const name = `=HYPERLINK("x") ${unique()}`;
    // The add route takes any name with a letter; a CSV export must still be safe to open.
    await addItem('certifications', name);
    const csv = await exported('certifications');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFname,name_ar,slug,parent,active,order,usage');
    expect(csv).toContain(`"'${name.replace(/"/g, '""')}"`);
    const cities = await exported('cities');
    expect(cities).toMatch(/\r\nJebel Ali,جبل علي,jebel-ali,dubai,yes,\d+,\d+\r\n/);
  });

  it('imports Arabic names: adds and changes them, clears an empty one, rejects bad ones with reasons', async () => {
    const s = unique();
    const named = await addItem('skills', `Pallet Racking ${s}`);
    const cleared = await addItem('skills', `Shrink Wrapping ${s}`);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/master/admin/skills/${cleared}`,
      headers: bearer(admin),
      payload: { name_ar: 'تغليف بالانكماش' },
    });
    const items = (
      await t.app.inject({ method: 'GET', url: `/api/master/admin/skills?q=${s}`, headers: bearer(admin) })
    ).json().data as { id: number; slug: string }[];
    const slugOf = (id: number) => items.find((i) => i.id === id)?.slug;
    const csv = [
      'name,name_ar,slug',
      `Yard Checks ${s},فحص الساحة ${s},`,
      `Pallet Racking ${s},أرفف المنصات,${slugOf(named)}`,
      `Shrink Wrapping ${s},,${slugOf(cleared)}`,
      `Dock Scheduling ${s},${'ع'.repeat(121)},`,
      `Cross Belt ${s},=cmd(),`,
      `Sorting ${s},...,`,
    ].join('\n');
    const p = await previewOk('skills', csv);
    const byLine = (line: number) => p.rows.find((r) => r.line === line);
    expect(byLine(2)).toMatchObject({ action: 'add' });
    expect(byLine(3)).toMatchObject({ action: 'change', details: ['Arabic name: (none) → أرفف المنصات'] });
    expect(byLine(4)).toMatchObject({ action: 'change', details: ['Arabic name: تغليف بالانكماش → (none)'] });
    expect(byLine(5)?.details).toEqual(['Arabic name must be at most 120 characters']);
    expect(byLine(6)?.details[0]).toMatch(/name_ar starts with =/);
    expect(byLine(7)?.details).toEqual(['Arabic name must contain a letter or a digit']);
    expect(p.counts).toEqual({ add: 1, change: 2, unchanged: 0, reject: 3 });

    expect((await apply('skills', csv, p.token)).json().data).toEqual({ added: 1, changed: 2 });
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/master/admin/skills?q=${s}`, headers: bearer(admin) })
    ).json().data as { id: number; name: string; name_ar: string | null }[];
    expect(after.find((i) => i.name === `Yard Checks ${s}`)?.name_ar).toBe(`فحص الساحة ${s}`);
    expect(after.find((i) => i.id === named)?.name_ar).toBe('أرفف المنصات');
    expect(after.find((i) => i.id === cleared)?.name_ar).toBeNull();
    // A file without the column leaves the Arabic names alone.
    const plain = await previewOk('skills', `name,slug\nPallet Racking ${s},${slugOf(named)}\n`);
    expect(plain.rows[0]?.action).toBe('unchanged');
    expect(await exported('skills')).toContain(`Pallet Racking ${s},أرفف المنصات,`);
  });

  it('previews adds, changes and rejects with reasons, then applies exactly that', async () => {
    const s = unique();
    const existing = await addItem('skills', `Tally ${s}`);
    const other = await addItem('skills', `Stacking ${s}`);
    const items = (
      await t.app.inject({ method: 'GET', url: `/api/master/admin/skills?q=${s}`, headers: bearer(admin) })
    ).json().data as { id: number; slug: string }[];
    const slugOf = (id: number) => items.find((i) => i.id === id)?.slug;
    const csv = [
      'name,slug,active',
      `Yard Planning ${s},,`,
      `Tally Sheets ${s},${slugOf(existing)},no`,
      `Stacking ${s},${slugOf(other)},yes`,
      ',,',
      `${'x'.repeat(121)},,`,
      `Yard planning ${s},,`,
      `stacking ${s},,`,
      `@SUM(A1) ${s},,`,
      `Odd ${s},,maybe`,
      `Ghost ${s},no-such-slug-${s},`,
      `Too,many,cells,here`,
    ].join('\n');
    const p = await previewOk('skills', csv);
    const byLine = (line: number) => p.rows.find((r) => r.line === line);
    expect(byLine(2)).toMatchObject({ action: 'add' });
    expect(byLine(3)).toMatchObject({
      action: 'change',
      details: [`name: Tally ${s} → Tally Sheets ${s}`, 'deactivated'],
    });
    expect(byLine(4)).toMatchObject({ action: 'unchanged' });
    expect(byLine(5)?.details).toEqual(['Name is required']);
    expect(byLine(6)?.details).toEqual(['Name must be at most 120 characters']);
    expect(byLine(7)?.details).toEqual(['Same name as line 2']);
    expect(byLine(8)?.details).toEqual(
      expect.arrayContaining([expect.stringMatching(/is already in the list under the slug/)]),
    );
    expect(byLine(9)?.details[0]).toMatch(/formula/);
    expect(byLine(10)?.details).toEqual(['Active must be yes or no']);
    expect(byLine(11)?.details[0]).toMatch(/No item has the slug/);
    expect(byLine(12)?.details).toEqual(['Expected 3 cells, found 4']);
    expect(p.counts).toEqual({ add: 1, change: 1, unchanged: 1, reject: 8 });

    const res = await apply('skills', csv, p.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ added: 1, changed: 1 });
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/master/admin/skills?q=${s}`, headers: bearer(admin) })
    ).json().data as { id: number; name: string; active: boolean }[];
    expect(after.map((i) => i.name).sort()).toEqual(
      [`Stacking ${s}`, `Tally Sheets ${s}`, `Yard Planning ${s}`].sort(),
    );
    expect(after.find((i) => i.id === existing)?.active).toBe(false);
    const log = (
      await t.app.inject({
        method: 'GET',
        url: '/api/settings/audit-log?action=master.import',
        headers: bearer(admin),
      })
    ).json();
    expect(log.data.length).toBeGreaterThan(0);
  });

  it('applies nothing when the list changed since the preview, or with another file', async () => {
    const s = unique();
    const csv = `name\nBonded Storage ${s}\n`;
    const p = await previewOk('skills', csv);
    expect((await apply('skills', `name\nSomething Else ${s}\n`, p.token)).statusCode).toBe(409);
    await addItem('skills', `Bonded Storage ${s}`);
    const stale = await apply('skills', csv, p.token);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/preview the file again/);
    expect((await apply('skills', csv, 'not-a-token')).statusCode).toBe(400);
  });

  it('a city needs a known parent state', async () => {
    const s = unique();
    const p = await previewOk(
      'cities',
      `name,parent\nHatta ${s},dubai\nNowhere ${s},atlantis\nLoose ${s},\n`,
    );
    expect(p.rows.map((r) => r.action)).toEqual(['add', 'reject', 'reject']);
    expect(p.rows[1]?.details).toEqual(['Unknown parent "atlantis"']);
    expect(p.rows[2]?.details).toEqual(['Give the parent (its slug) of a new item']);
  });

  it.each([
    ['an unknown column', 'name,colour\nA,red\n', /Unknown column "colour"/],
    ['no name column', 'slug\na\n', /"name" among them/],
    ['an empty file', '', /empty/],
    ['a quote never closed', 'name\n"Open\n', /Line 2: a quoted cell is never closed/],
    ['a file that is not UTF-8', Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xff, 0xfe, 0x41]), /UTF-8/],
  ])('refuses %s with a clear message', async (_, csv, message) => {
    const res = await preview('skills', csv);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message.file[0]).toMatch(message);
  });

  it('refuses a file over 2 MB, and a 10 MB one without reading it whole', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 'a');
    const res = await preview('skills', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The CSV file must be 2 MB or smaller.');
    const huge = await preview('skills', Buffer.alloc(10 * 1024 * 1024, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(huge.headers.connection).toBe('close');
  });

  it('refuses a request without a file, and anyone but the operator', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/master/admin/skills/import/preview',
      headers: bearer(admin),
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const ats = await signIn(t.app, 'admin', DEMO.ats);
    const body = csvBody('name\nA\n');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/master/admin/skills/import/preview',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(ats) },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/master/admin/skills/export' })).statusCode).toBe(
      401,
    );
  });
});
