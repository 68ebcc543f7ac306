import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { setupChecklist } from './setup-checklist';

let t: Awaited<ReturnType<typeof setupFile>>;
let admin: string;
beforeAll(async () => {
  t = await setupFile();
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
});
afterAll(() => t.close());

const checklist = async (token = admin) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/settings/setup-checklist',
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  const steps = (res.json() as { data: { steps: { key: string; done: boolean }[] } }).data.steps;
  return Object.fromEntries(steps.map((s) => [s.key, s.done]));
};
const patch = (url: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/${url}`, headers: bearer(admin), payload });

// One test: every step is about the one portal of this file, so the order of the steps matters.
describe('the first-run checklist', () => {
  it('lists every placeholder of a fresh portal, and ticks each step off as staff do it', async () => {
    expect(await checklist()).toEqual({
      site_name: false,
      logo: false,
      contacts: false,
      social_links: false,
      job_duration: false,
      mail_sender: false,
      privacy_policy: false,
      terms_conditions: false,
    });

    // Changing the contacts only is a save of the settings screen: the name and duration were reviewed.
    expect((await patch('settings/portal', { contact_email: 'careers@gulf-logistics.ae' })).statusCode).toBe(
      200,
    );
    expect(await checklist()).toMatchObject({ contacts: false, site_name: true, job_duration: true });
    expect((await patch('settings/portal', { whatsapp: '+971 4 555 0199' })).statusCode).toBe(200);
    expect((await checklist()).contacts).toBe(true);

    expect(
      (
        await patch('settings/portal', {
          linkedin: 'https://www.linkedin.com/company/gulf-logistics',
          facebook: '',
        })
      ).statusCode,
    ).toBe(200);
    expect((await checklist()).social_links).toBe(false);
    expect((await patch('settings/portal', { x: '', instagram: '', youtube: '' })).statusCode).toBe(200);
    expect((await checklist()).social_links).toBe(true);

    const page = await patch('settings/pages/privacy-policy', {
      intro: 'How Gulf Logistics Jobs uses your data.',
    });
    expect(page.statusCode).toBe(200);
    expect(await checklist()).toMatchObject({ privacy_policy: true, terms_conditions: false, logo: false });
  });

  it('counts the mail sender done only when mail goes out by SMTP from a real domain', async () => {
    const db = t.database.db;
    const sender = async (smtpUrl: string | null, mailFrom: string) =>
      (await setupChecklist(db, { smtpUrl, mailFrom })).steps.find((s) => s.key === 'mail_sender')?.done;
    expect(await sender(null, 'Gulf Jobs <jobs@gulf-logistics.ae>')).toBe(false);
    expect(await sender('smtp://mail.gulf-logistics.ae:587', 'Logistics Jobs <no-reply@localhost>')).toBe(
      false,
    );
    expect(await sender('smtp://mail.gulf-logistics.ae:587', 'no-reply@portal.example.com')).toBe(false);
    expect(await sender('smtp://mail.gulf-logistics.ae:587', 'Gulf Jobs <jobs@gulf-logistics.ae>')).toBe(
      true,
    );
  });

  it('is for the staff who hold the settings', async () => {
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/settings/setup-checklist',
      headers: bearer(employer),
    });
    expect(res.statusCode).toBe(403);
  });
});
