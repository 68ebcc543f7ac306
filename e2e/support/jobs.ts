import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signIn } from './accounts';
import { API } from './api';
import { E2E } from './env';

export const DEMO_EMPLOYER = 'Gulf Freight Solutions LLC';

/** A title no other journey or seeded job shares, so a keyword search finds exactly this job. */
export function uniqueJobTitle(prefix: string): { token: string; title: string } {
  const token = `${prefix}${Date.now().toString(36)}`;
  return { token, title: `Forklift Operator ${token}` };
}

/**
 * The demo employer signs in, creates a job from its first template under `title`, fills in more with
 * `more` (e.g. screening questions) and publishes it; returns the job's id (from its management page).
 */
export async function publishDemoJob(
  page: Page,
  title: string,
  more?: (page: Page) => Promise<void>,
): Promise<string> {
  await signIn(page, '/auth/employer/sign-in', 'employer@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await page.goto('/management/job-template');
  await page
    .getByRole('button', { name: /^Create job from this template/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/management\/jobs\/edit\/\d+$/);
  const titleField = page.getByLabel('Job title', { exact: true });
  await expect(titleField).not.toHaveValue('');
  await titleField.fill(title);
  await more?.(page);
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page).toHaveURL(/\/management\/jobs\/view\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const id = /\/view\/(\d+)$/.exec(page.url())?.[1];
  if (!id) throw new Error('no job id in the view URL');
  return id;
}

/**
 * A published job of the demo employer that asks no screening questions, for journeys that apply
 * without answering any (the demo data puts questions on the employer's first three jobs).
 */
export async function demoJobWithoutQuestions(
  request: APIRequestContext,
  keyword?: string,
): Promise<{ id: number; title: string }> {
  const search = await request.get(`/api/${API.jobs.search}`, {
    params: { page_size: 50, ...(keyword ? { keyword } : {}) },
  });
  const hits = (
    (await search.json()) as { data: { id: number; title: string; employer: { name: string } }[] }
  ).data;
  for (const hit of hits.filter((h) => h.employer.name === DEMO_EMPLOYER)) {
    const view = await request.get(`/api/jobs/view/${hit.id}`);
    const job = (await view.json()).data as { screening_questions: unknown[] };
    if (job.screening_questions.length === 0) return { id: hit.id, title: hit.title };
  }
  throw new Error(
    `no job of ${DEMO_EMPLOYER} without screening questions${keyword ? ` for "${keyword}"` : ''}`,
  );
}
