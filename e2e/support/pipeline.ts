import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { likeTheFixture } from './test';

// The steps after the shortlist (issue 28) as a person does them in the browser: shared by the
// journey of each part and by the whole journey (after-the-shortlist.spec.ts).

/** A page in a browser context of its own (one person), at a phone's or a desktop's width. */
export async function pageAt(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
  return likeTheFixture(await context.newPage());
}

type Question = {
  text: string;
  /** The Kind's label; the form starts at Yes / no. */
  kind?: string;
  /** The knock-out rule's label, e.g. "Must be yes". */
  knockOut?: string;
  min?: string;
  max?: string;
  required?: boolean;
};

/** Adds question number `n` in the job form's screening-questions section. */
export async function addScreeningQuestion(page: Page, n: number, q: Question): Promise<Locator> {
  await page.getByRole('button', { name: 'Add a question' }).click();
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Question ${n}` }) });
  if (q.kind) await item.getByLabel('Kind').selectOption({ label: q.kind });
  await item.getByLabel('Question', { exact: true }).fill(q.text);
  if (q.knockOut) await item.getByLabel('Knock-out rule').selectOption({ label: q.knockOut });
  if (q.min !== undefined) await item.getByLabel('Lowest answer (optional)').fill(q.min);
  if (q.max !== undefined) await item.getByLabel('Highest answer (optional)').fill(q.max);
  if (q.required) await item.getByLabel(/^Required/).check();
  return item;
}

/**
 * A signed-in candidate finds the job by its keyword and opens its apply dialog, which shows the
 * question `firstQuestion` (a yes / no one: a group of its own).
 */
export async function openApplyDialog(page: Page, token: string, title: string, firstQuestion: string) {
  await page.goto('/candidate/search-job');
  await page.getByRole('search').getByLabel('Keyword').fill(token);
  await page.getByRole('search').getByRole('button', { name: 'Search jobs' }).click();
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^Apply\b/ }).click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
  await expect(dialog.getByRole('group', { name: firstQuestion })).toBeVisible();
  return { card, dialog };
}

/** Opens the job's management page and the applicant's panel (the dialog named after them). */
export async function openApplicant(page: Page, jobId: number | string, name: string): Promise<Locator> {
  await page.goto(`/management/jobs/view/${jobId}`);
  await page
    .getByRole('region', { name: /^Applicants/ })
    .getByRole('button', { name: new RegExp(name) })
    .filter({ visible: true })
    .first()
    .click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel.getByRole('heading', { name, level: 2 })).toBeVisible();
  return panel;
}

/** A slot `hours` from now, as Dubai's wall clock says (the demo employer's time zone). */
export function slotInDubai(hours = 3): { date: string; time: string; at: Date } {
  const at = new Date(Date.now() + hours * 3600_000);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Dubai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
    at,
  };
}

/** From the applicant panel: a 30-minute phone interview at `slot` with one interviewer and a note. */
export async function schedulePhoneInterview(
  page: Page,
  panel: Locator,
  i: { candidate: string; slot: { date: string; time: string }; interviewer: string; note: string },
) {
  await expect(panel.getByText('No interview scheduled yet.')).toBeVisible();
  await panel.getByRole('button', { name: 'Schedule interview' }).click();
  const form = page.getByRole('dialog', { name: `Schedule an interview with ${i.candidate}` });
  await expect(form.getByText("Times are in your organisation's time zone, Asia/Dubai.")).toBeVisible();
  await form.getByLabel('Date', { exact: true }).fill(i.slot.date);
  await form.getByLabel('Time (Asia/Dubai)').fill(i.slot.time);
  await form.getByLabel('Duration', { exact: true }).selectOption({ label: '30 minutes' });
  await form.getByLabel('Kind', { exact: true }).selectOption({ label: 'Phone' });
  await form.getByRole('checkbox', { name: i.interviewer }).check();
  await form.getByLabel('Note to the candidate (optional)').fill(i.note);
  await form.getByRole('button', { name: 'Schedule and send invitations' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(/Interview scheduled; invitations sent\./).first()).toBeVisible();
  await expect(panel.getByText('Awaiting answer')).toBeVisible();
  await expect(panel.getByText(/^Interview scheduled to /)).toBeVisible();
}

/** Rates with the keyboard: Space picks 1 on the group's first point, each Right arrow one more. */
export async function rateByKeyboard(group: Locator, rating: number) {
  await group.getByRole('radio', { name: /^1,/ }).focus();
  await group.page().keyboard.press('Space');
  for (let i = 1; i < rating; i++) await group.page().keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: new RegExp(`^${rating},`) })).toBeChecked();
}

/** Writes in the open conversation and sends; the box empties once it is sent. */
export async function sendMessage(page: Page, to: string, text: string) {
  const box = page.getByLabel(`Message to ${to}`);
  await box.fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(box).toHaveValue('');
}

/** From the applicant panel: an offer in AED from the first letter template; it then awaits an answer. */
export async function makeOffer(
  page: Page,
  panel: Locator,
  o: { candidate: string; salary: string; benefits: string },
) {
  await expect(panel.getByText('No offer made yet.')).toBeVisible();
  await panel.getByRole('button', { name: 'Make offer' }).click();
  const form = page.getByRole('dialog', { name: `Make an offer to ${o.candidate}` });
  await form.getByLabel('Salary').fill(o.salary);
  await form.getByLabel('Currency').selectOption('AED');
  await form.getByLabel('Benefits').fill(o.benefits);
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(form).toBeHidden();
  await expect(panel.getByText('Awaiting answer')).toBeVisible();
}
