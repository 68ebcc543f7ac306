import { expect, type Page } from '@playwright/test';
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
