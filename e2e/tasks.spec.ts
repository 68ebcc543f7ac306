import { signInWithToken } from './support/accounts';
import { API } from './support/api';
import { E2E } from './support/env';
import { pageAt } from './support/pipeline';
import { expect, test } from './support/test';

// Issue 30 item 3: the demo employer adds a task from a candidate's page, sees it in My tasks and
// in the header's count of tasks due, and marks it done; at a desktop's width and a phone's.

const CANDIDATE = 'candidate@demo.example.com';
const CANDIDATE_NAME = 'Aisha Rahman';
const EMPLOYER = 'employer@demo.example.com';
const todayInDubai = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Dubai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

// 768 px too, for the tasks page's screenshot at a tablet's width.
for (const width of [1280, 768, 375]) {
  test(`a task is added from a candidate's page, counted in the header and done from My tasks (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const title = `Call Aisha about the reefer shifts ${width}-${Date.now().toString(36)}`;
    const login = await request.post(`/api/${API.user.candidateLogin}`, {
      data: { email: CANDIDATE, password: E2E.demoPassword },
    });
    const candidateId = ((await login.json()) as { data: { user: { id: number } } }).data.user.id;
    const page = await pageAt(browser, width);
    const { token } = await signInWithToken(page, request, 'employer', EMPLOYER);
    const dueNow = async () =>
      (
        (await (
          await request.get('/api/tasks/summary', { headers: { Authorization: `Bearer ${token}` } })
        ).json()) as {
          data: { due_now: number };
        }
      ).data.due_now;
    const before = await dueNow();
    const badge = page.locator('[data-tasks-badge]:visible');

    await test.step("the employer adds a task due today from the candidate's page", async () => {
      await page.goto(`/management/cv-search/view/${candidateId}`);
      await expect(page.getByRole('heading', { level: 1, name: CANDIDATE_NAME })).toBeVisible();
      await page.getByRole('button', { name: 'Add task' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add task' });
      await expect(dialog.getByText(`About: ${CANDIDATE_NAME}`)).toBeVisible();
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Due date').fill(todayInDubai());
      await dialog.getByLabel('Due time').fill('23:30');
      await expect(dialog.getByLabel('Assigned to')).toHaveValue(/\d+/);
      await dialog.getByRole('button', { name: 'Add task' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Task added.')).toBeVisible();
    });

    await test.step('the header counts it and My tasks on the dashboard lists it', async () => {
      await page.goto('/employer/dashboard');
      await expect(badge).toContainText(String(before + 1));
      const mine = page.getByRole('region', { name: /My tasks/ });
      const row = mine.getByRole('listitem').filter({ hasText: title });
      await expect(row).toContainText(`Candidate: ${CANDIDATE_NAME}`);
      await page.screenshot({ path: `test-results/tasks-dashboard-${width}.png`, fullPage: true });
      await row.getByRole('button', { name: `Mark done: ${title}` }).click();
      await expect(mine.getByText(title)).toBeHidden();
      if (before === 0) await expect(badge).toBeHidden();
      else await expect(badge).toContainText(String(before));
    });

    await test.step("the tasks page shows it among the done ones, its candidate a link to the candidate's page", async () => {
      await page.goto('/management/tasks?status=done');
      await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
      const row = page.getByRole('listitem').filter({ hasText: title });
      await expect(row).toContainText('Was due');
      const subject = row.getByRole('link', { name: CANDIDATE_NAME });
      await expect(subject).toHaveAttribute('href', `/management/cv-search/view/${candidateId}`);
      await page.screenshot({ path: `test-results/tasks-page-${width}.png`, fullPage: true });
      await subject.click();
      await expect(page).toHaveURL(new RegExp(`/management/cv-search/view/${candidateId}$`));
      await expect(page.getByRole('heading', { level: 1, name: CANDIDATE_NAME })).toBeVisible();
      await page.context().close();
    });
  });
}
