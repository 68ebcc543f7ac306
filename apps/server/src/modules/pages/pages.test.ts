import { PAGE_DEFAULTS } from '@portal/contract/page-defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { failReads } from '../../../test/helpers/outage';
import { pagesApi } from '../../../test/helpers/pages';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';

let t: Awaited<ReturnType<typeof setupFile>>;
let admin: string;
beforeAll(async () => {
  t = await setupFile();
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
});
afterAll(() => t.close());

const call = pagesApi(() => t.app);

// Suites run shuffled on one database per file: each test edits a page of its own.
describe('content pages: the shipped text until staff edit it', () => {
  it('answers the shipped text with an ETag, and 304 when it has not changed', async () => {
    const res = await call(null, 'GET', '/privacy-policy');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      slug: 'privacy-policy',
      path: '/unauth/privacy-policy',
      title: PAGE_DEFAULTS['privacy-policy'].title,
      plans: null,
      updated_at: null,
    });
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const again = await call(null, 'GET', '/privacy-policy', undefined, {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for a page that does not exist, to the public and to staff', async () => {
    expect((await call(null, 'GET', '/no-such-page')).statusCode).toBe(404);
    const patch = await call(admin, 'PATCH', '/no-such-page', { title: 'Anything at all' });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().message).toBe('Page not found.');
    expect((await call(admin, 'GET', '/terms-conditions/history/999999')).statusCode).toBe(404);
  });
});

describe('staff edit a page', () => {
  it('saves a sanitised body: scripts, event handlers and javascript: links are removed', async () => {
    const res = await call(admin, 'PATCH', '/rpo', {
      body: '<h2 onmouseover="steal()">Why us</h2><p>Hello<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <img src=x onerror=alert(1)><a href="https://example.com">ok</a></p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Page saved.');
    const html = res.json().data.body_html as string;
    expect(html).toBe(
      '<h2>Why us</h2><p>Hello <a rel="nofollow noopener">x</a> <a href="https://example.com" rel="nofollow noopener">ok</a></p>',
    );
    const pub = (await call(null, 'GET', '/rpo')).json().data;
    expect(pub.body_html).toBe(html);
    expect(pub.title).toBe(PAGE_DEFAULTS.rpo.title);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const bad = [
      [{}, 'Nothing to update'],
      [{ title: 'ab' }, { title: ['Title must have at least 3 characters'] }],
      [{ title: 'x'.repeat(121) }, { title: ['Title must be at most 120 characters'] }],
      [{ body: 'x'.repeat(50_001) }, { body: ['Body must be at most 50,000 characters'] }],
      [
        { meta_description: 'short' },
        { meta_description: ['Meta description must have at least 20 characters'] },
      ],
      [{ colour: 'red' }, undefined],
      [
        { plans: [{ name: 'Gold', price: '', audience: '', features: ['A'] }] },
        { plans: ['Only the pricing page has plans'] },
      ],
    ] as const;
    for (const [body, message] of bad) {
      const res = await call(admin, 'PATCH', '/training', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().message).toEqual(message);
    }
    const page = (await call(admin, 'GET', '/training/manage')).json().data;
    expect(page).toMatchObject({ is_default: true, revisions: 0, title: PAGE_DEFAULTS.training.title });
  });

  it('edits the pricing plans as structured fields', async () => {
    const plans = [
      {
        name: 'Starter',
        price: 'AED 500 a month',
        audience: 'One vacancy',
        features: ['One job'],
        highlighted: true,
      },
    ];
    const res = await call(admin, 'PATCH', '/pricing', { plans });
    expect(res.statusCode).toBe(200);
    expect((await call(null, 'GET', '/pricing')).json().data.plans).toEqual(plans);
    const empty = await call(admin, 'PATCH', '/pricing', { plans: [{ ...plans[0], features: [] }] });
    expect(empty.json().message).toEqual({ 'plans.0.features': ['List at least one feature'] });
  });

  it('keeps every save in the history; a revision shows before and after, and restores as a new one', async () => {
    const first = await call(admin, 'PATCH', '/webinar', {
      title: 'Live webinars',
      intro: 'Monthly sessions.',
    });
    expect(first.statusCode).toBe(200);
    const same = await call(admin, 'PATCH', '/webinar', { title: 'Live webinars' });
    expect(same.json().message).toBe('Nothing changed.');
    await call(admin, 'PATCH', '/webinar', { title: 'Webinars and workshops' });

    const history = (await call(admin, 'GET', '/webinar/history')).json();
    expect(history.meta.total).toBe(2);
    const [latest, older] = history.data;
    expect(latest).toMatchObject({
      title: 'Webinars and workshops',
      changed: ['title'],
      restored_from: null,
    });
    expect(latest.author).toEqual(expect.any(String));
    expect(older.changed).toEqual(['title', 'intro']);

    const rev = (await call(admin, 'GET', `/webinar/history/${older.id}`)).json().data;
    expect(rev.before.title).toBe(PAGE_DEFAULTS.webinar.title);
    expect(rev.after).toMatchObject({ title: 'Live webinars', intro: 'Monthly sessions.' });

    const restored = await call(admin, 'POST', `/webinar/history/${older.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ title: 'Live webinars', revisions: 3 });
    expect((await call(null, 'GET', '/webinar')).json().data.title).toBe('Live webinars');
    const now = (await call(admin, 'GET', '/webinar/history')).json().data[0];
    expect(now).toMatchObject({ restored_from: older.id, changed: ['title'] });
    // Bringing back what the page already says changes nothing.
    expect((await call(admin, 'POST', `/webinar/history/${older.id}/restore`)).statusCode).toBe(409);
    // A revision of another page is not this page's.
    expect((await call(admin, 'GET', `/learning/history/${older.id}`)).statusCode).toBe(404);
  });

  it('writes an audit row per save', async () => {
    await call(admin, 'PATCH', '/employer-learning', { intro: 'Guides for companies hiring in logistics.' });
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/settings/audit-log?action=page.update',
      headers: bearer(admin),
    });
    expect(log.statusCode).toBe(200);
    expect(JSON.stringify(log.json().data)).toContain('employer-learning');
  });

  it('renders the edited title and description in the page head', async () => {
    await call(admin, 'PATCH', '/job-posting', {
      title: 'Post logistics jobs <fast>',
      meta_description: 'Reach supply-chain people across the UAE & the GCC.',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/unauth/employer-services/job-posting',
      headers: { accept: 'text/html' },
    });
    expect(res.body).toContain('<title>Post logistics jobs &lt;fast&gt; | Logistics Jobs</title>');
    expect(res.body).toContain(
      '<meta name="description" content="Reach supply-chain people across the UAE &amp; the GCC.">',
    );
    expect(res.body).toContain('rel="canonical"');
  });

  it('answers 503 when the page cannot be read (an outage), not the shipped text', async () => {
    const page = () =>
      t.app.inject({
        method: 'GET',
        url: '/unauth/employer-services/job-posting',
        headers: { accept: 'text/html' },
      });
    expect((await page()).statusCode).toBe(200);
    const restore = await failReads(t.database.db, 'site_pages');
    try {
      expect((await page()).statusCode).toBe(503);
    } finally {
      await restore();
    }
  });
});

describe('who may edit pages', () => {
  it.each([
    ['consultancy_admin', 'admin', DEMO.consultancy_admin, 200],
    ['consultancy', 'consultancy', DEMO.consultancy, 403],
    ['ats', 'consultancy', DEMO.ats, 403],
    ['employer', 'employer', DEMO.employer, 403],
    ['candidate', 'candidate', DEMO.candidate, 403],
  ] as const)('%s gets %i on the staff list', async (_role, kind, email, status) => {
    const token = await signIn(t.app, kind, email);
    expect((await call(token, 'GET', '')).statusCode).toBe(status);
    if (status === 403)
      expect((await call(token, 'PATCH', '/cv-writing', { title: 'Taken over' })).statusCode).toBe(403);
  });

  it('answers 401 without a token, and lists every page for staff', async () => {
    expect((await call(null, 'GET', '')).statusCode).toBe(401);
    expect((await call(null, 'PATCH', '/about-us', { title: 'Hello there' })).statusCode).toBe(401);
    const list = (await call(admin, 'GET', '')).json().data;
    expect(list.map((p: { slug: string }) => p.slug)).toEqual(
      expect.arrayContaining(['about-us', 'pricing', 'rpo']),
    );
    const about = list.find((p: { slug: string }) => p.slug === 'about-us');
    // The seed's demo edit.
    expect(about).toMatchObject({ is_default: false, updated_by: expect.any(String) });
    expect(about.revisions).toBeGreaterThanOrEqual(1);
  });
});
