import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { API } from './api';
import { E2E } from './env';
import { confirmLinkFrom, waitForMail } from './mail';

let counter = 0;
/** A unique address per call, so journeys never collide on the shared server. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@e2e.example.com`;
}

export const strongPassword = 'Cargo-Route-2026!';

/** Fills the candidate, employer or consultancy sign-up form. */
export async function fillSignUp(
  page: Page,
  person: { firstName: string; lastName: string; email: string; phone: string; company?: string },
) {
  if (person.company) await page.getByLabel('Company name').fill(person.company);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Phone').fill(person.phone);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByLabel('Confirm password').fill(strongPassword);
}

export async function signIn(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** The login each sign-in page posts to. */
const LOGINS = {
  candidate: API.user.candidateLogin,
  employer: API.user.employerLogin,
  consultancy: API.user.consultancyLogin,
  staff: API.user.adminLogin,
} as const;

/**
 * Signs a demo account in over the API and gives the page its token before the first load, for a
 * journey whose subject is not signing in: it spares the sign-in page and the dashboard it leads
 * to. Signing in itself is watched in the sign-up, return-after-sign-in and two-step journeys.
 */
export async function signInWithToken(
  page: Page,
  request: APIRequestContext,
  as: keyof typeof LOGINS,
  email: string,
): Promise<{ token: string; userId: number }> {
  const res = await request.post(`/api/${LOGINS[as]}`, { data: { email, password: E2E.demoPassword } });
  expect(res.status()).toBe(200);
  const { token, user } = ((await res.json()) as { data: { token: string; user: { id: number } } }).data;
  await page.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  return { token, userId: user.id };
}

type Person = { firstName: string; lastName: string; email: string; phone: string };

/** Opens the link of the sign-up mail sent to `email` and confirms: the candidate is signed in. */
export async function confirmFromMail(page: Page, email: string) {
  await page.goto(confirmLinkFrom(await waitForMail(email)));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
}

/** Signs a new candidate up and confirms by the mailed link; they land on the profile wizard. */
export async function signUpCandidate(page: Page, person: Person) {
  await page.goto('/auth/candidate/sign-up');
  await fillSignUp(page, person);
  await page.getByRole('button', { name: /sign up|register|create account/i }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await confirmFromMail(page, person.email);
  await expect(page).toHaveURL(/\/candidate\/personal-create$/);
  await expect(page.getByRole('heading', { name: 'Set up your profile' })).toBeVisible();
}

/** A new candidate who skips the wizard and starts on the dashboard. */
export async function signUpCandidateSkippingWizard(page: Page, person: Person) {
  await signUpCandidate(page, person);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/candidate$/);
}
