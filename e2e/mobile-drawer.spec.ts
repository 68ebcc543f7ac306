import { expect, test } from './support/test';

test('keyboard focus stays inside the open mobile drawer and returns to the menu button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  const links = await drawer.locator('a, button').count();
  // Round the drawer twice, both ways: focus never reaches the page behind the overlay.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < links * 2; i += 1) {
      await page.keyboard.press(key);
      expect(await drawer.evaluate((el) => el.contains(document.activeElement)), `${key} #${i + 1}`).toBe(
        true,
      );
    }
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
});
