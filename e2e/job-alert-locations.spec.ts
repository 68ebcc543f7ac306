import { signUpCandidateSkippingWizard, uniqueEmail } from './support/accounts';
import { severeViolations } from './support/look';
import { expect, test } from './support/test';

test('an alert made from a search of three locations keeps all three: created, listed, edited and made by hand', async ({
  page,
}) => {
  // Sign-up, a search, three dialogs and a reload: more than the default 30 s on 2 shared cores.
  test.slow();
  await signUpCandidateSkippingWizard(page, {
    firstName: 'Layla',
    lastName: 'Haddad',
    email: uniqueEmail('layla'),
    phone: '+971 55 321 7788',
  });
  const states = (
    (await (await page.request.get('/api/master/states')).json()) as {
      data: { id: number; name: string }[];
    }
  ).data;
  const idOf = (name: string) => states.find((s) => s.name === name)?.id;
  const three = ['Dubai', 'Sharjah', 'Abu Dhabi'].map(idOf);
  expect(three.every(Boolean)).toBe(true);

  // A search of three emirates, as the filters' checkboxes leave it in the URL.
  await page.goto(`/candidate/search-job?keyword=warehouse&location=${three.join(',')}`);
  await page.getByRole('button', { name: 'Create alert from this search' }).click();
  const create = page.getByRole('dialog', { name: 'Create job alert' });
  await expect(create.getByRole('list', { name: 'Criteria' }).getByRole('listitem')).toHaveText([
    'warehouse',
    'Dubai, Sharjah, Abu Dhabi',
  ]);
  await create.getByRole('button', { name: 'Create alert' }).click();
  await expect(create).toBeHidden();

  await page.goto('/candidate/job-alert');
  const name = 'warehouse · Dubai, Sharjah, Abu Dhabi';
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByRole('list', { name: 'Criteria' }).getByRole('listitem')).toHaveText([
    /warehouse/,
    'Dubai, Sharjah, Abu Dhabi',
  ]);

  // Edited in the form: the three are chosen in its location picker, and stay after saving.
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit job alert' });
  const chosen = edit.getByRole('list', { name: 'Chosen: Locations (emirates or cities)' });
  await expect(chosen.getByRole('listitem')).toHaveText(['Dubai', 'Sharjah', 'Abu Dhabi']);
  await expect(edit.getByLabel('Keyword')).toHaveValue('warehouse');
  // The picker inside the dialog is usable with assistive technology.
  expect(await severeViolations(page, '[role="dialog"]')).toEqual([]);
  await edit.getByLabel('Alert name').fill('Warehouse in three emirates');
  await edit.getByRole('button', { name: 'Save alert' }).click();
  await expect(edit).toBeHidden();
  const renamed = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Warehouse in three emirates' }) });
  await page.reload();
  await expect(renamed.getByRole('list', { name: 'Criteria' }).getByRole('listitem')).toHaveText([
    /warehouse/,
    'Dubai, Sharjah, Abu Dhabi',
  ]);

  // Made by hand: several locations picked from the list, one removed again.
  await page.getByRole('button', { name: 'New alert' }).click();
  const byHand = page.getByRole('dialog', { name: 'Create job alert' });
  await byHand.getByLabel('Keyword').fill('forklift');
  const picker = byHand.getByRole('group', { name: /Locations \(emirates or cities\)/ });
  for (const place of ['Dubai', 'Sharjah', 'Ajman']) {
    await picker.getByRole('searchbox', { name: 'Find a location' }).fill(place);
    await picker.getByRole('checkbox', { name: place, exact: true }).check();
  }
  await byHand.getByRole('button', { name: 'Remove Ajman' }).click();
  await picker.getByRole('searchbox', { name: 'Find a location' }).fill('Abu');
  await picker.getByRole('checkbox', { name: 'Abu Dhabi', exact: true }).check();
  await byHand.getByRole('button', { name: 'Create alert' }).click();
  await expect(byHand).toBeHidden();
  const handMade = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'forklift · Dubai, Sharjah, Abu Dhabi' }) });
  await expect(handMade).toHaveCount(1);
});
