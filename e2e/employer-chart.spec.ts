import { API } from './support/api';
import { E2E } from './support/env';
import { settled } from './support/network';
import { expect, test } from './support/test';

/*
 * The employer dashboard's "Open jobs" chart on a phone: every job has its own label beside its
 * own pair of bars, cut no shorter than the words that fit, and a tap on a bar names it in full.
 */
test('at 375 px each open job in the chart is named beside its own bars', async ({ page, request }) => {
  const login = await request.post(`/api/${API.user.employerLogin}`, {
    data: { email: 'employer@demo.example.com', password: E2E.demoPassword },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const dashboard = await request.get('/api/dashboards/employer?period=30', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const titles = (
    (await dashboard.json()) as { data: { open_jobs: { title: string }[] } }
  ).data.open_jobs.map((j) => j.title);
  expect(titles.length).toBeGreaterThan(1);
  await page.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/employer/dashboard');
  await settled(page);

  const chart = page.getByRole('figure', { name: 'Open jobs: views and applicants' });
  const drawing = chart.getByTestId('chart-drawing');
  await expect(drawing.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const { labels, bars } = await drawing.evaluate((root) => {
    const centre = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.top + r.height / 2;
    };
    // The category labels: the texts set against the left axis (the value axes' numbers are centred).
    const ticks = Array.from(root.querySelectorAll('svg text[text-anchor="end"]'));
    return {
      labels: ticks.map((t) => ({
        text:
          Array.from(t.querySelectorAll('tspan'))
            .map((s) => s.textContent ?? '')
            .join(' ') ||
          (t.textContent ?? ''),
        y: centre(t),
      })),
      // Per series, its bars top to bottom: the first series' bars are the jobs' first bars.
      bars: Array.from(root.querySelectorAll('.recharts-bar')).map((series) =>
        Array.from(series.querySelectorAll('.recharts-bar-rectangle')).map((b) => centre(b)),
      ),
    };
  });
  // A series with a bar for every job (a job without applicants draws no applicants bar).
  const full = bars.filter((series) => series.length === titles.length);
  expect(full.length).toBeGreaterThan(0);
  // One label per job, in the jobs' order, each the whole title or its start cut at a word's end.
  expect(labels.map((l) => l.text.replace(/…$/, ''))).toEqual(
    titles.map((t, i) => t.slice(0, (labels[i]?.text.replace(/…$/, '') ?? '').length)),
  );
  for (const [i, label] of labels.entries()) {
    expect(label.text.replace(/…$/, '').length, titles[i]).toBeGreaterThan(
      Math.min(24, (titles[i] ?? '').length - 1),
    );
    // The label sits between its own job's two bars, not between two jobs.
    const pair = full.map((series) => series[i] ?? 0);
    const band = { top: Math.min(...pair) - 14, bottom: Math.max(...pair) + 14 };
    expect(label.y, titles[i]).toBeGreaterThan(band.top);
    expect(label.y, titles[i]).toBeLessThan(band.bottom);
  }

  // A tap on a bar names its job in full.
  const longest = titles.reduce((a, b) => (b.length > a.length ? b : a));
  const index = titles.indexOf(longest);
  const series = bars.findIndex((b) => b.length === titles.length);
  await drawing.locator('.recharts-bar').nth(series).locator('.recharts-bar-rectangle').nth(index).click();
  await expect(drawing.locator('.recharts-tooltip-wrapper')).toContainText(longest);
});
