import { signInWithToken, uniqueEmail } from './support/accounts';
import { severeViolations } from './support/look';
import { expect, test } from './support/test';

/*
 * Issue 29 item 4: the operator's administrator opens the likely duplicates, merges a pair after
 * reading what would move, and the merged record's old address shows the one that stayed. The
 * journey adds its own pair (same name and birth date, two phones), so it never consumes the demo
 * pair or depends on another journey.
 */

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('staff merge a likely duplicate and the old address opens the survivor', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      // Letters only: a name takes no digits.
      const tag = `Zq${`${Date.now().toString(36)}${width}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)] ?? '')}`;
      const { token } = await signInWithToken(page, request, 'staff', 'admin@demo.example.com');
      const add = async (phone: string) => {
        const res = await request.post('/api/candidate/candidates-create', {
          headers: { Authorization: `Bearer ${token}` },
          data: {
            first_name: 'Jose',
            last_name: tag,
            email: uniqueEmail('merge-journey'),
            phone,
            date_of_birth: '1988-04-12',
          },
        });
        expect(res.status(), await res.text()).toBe(201);
        return ((await res.json()) as { data: { id: number } }).data.id;
      };
      const digits = String(Date.now()).slice(-7);
      const first = await add(`056 ${digits}`);
      const second = await add(`058 ${digits}`);

      await test.step('the pair is listed with why', async () => {
        await page.goto('/admin-pannel/candidates/duplicates');
        await expect(page.getByRole('heading', { level: 1, name: 'Duplicate candidates' })).toBeVisible();
        const card = page
          .getByRole('listitem')
          .filter({ hasText: `#${second}` })
          .filter({ hasText: `#${first}` });
        await expect(card.getByText('Similar name and same birth date')).toBeVisible();
        expect(await severeViolations(page)).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`duplicates-${width}.png`), fullPage: true });
        if (width === 1280) {
          await page.setViewportSize({ width: 768, height: 900 });
          await page.screenshot({ path: test.info().outputPath('duplicates-768.png'), fullPage: true });
          await page.setViewportSize({ width, height: 900 });
        }
        await card.getByRole('button', { name: /^Merge / }).click();
      });

      await test.step('the dialog shows what would move; the first record stays', async () => {
        const dialog = page.getByRole('dialog', { name: 'Merge these candidates?' });
        await dialog.getByRole('radio', { name: new RegExp(`Keep #${first} `) }).check();
        await expect(dialog.getByText(`Moves from #${second} to #${first}:`)).toBeVisible();
        expect(await severeViolations(page)).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`merge-dialog-${width}.png`) });
        await dialog.getByRole('button', { name: `Merge into #${first}` }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(`was merged into #${first}.`)).toBeVisible();
        await expect(page.getByRole('listitem').filter({ hasText: `#${second}` })).toHaveCount(0);
      });

      await test.step('the merged record’s address shows the survivor', async () => {
        await page.goto(`/management/cv-search/view/${second}`);
        await expect(page).toHaveURL(new RegExp(`/management/cv-search/view/${first}$`));
        await expect(page.getByRole('heading', { level: 1, name: `Jose ${tag}` })).toBeVisible();
      });
    });
  });
}
