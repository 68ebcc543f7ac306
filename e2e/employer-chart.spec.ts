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
  const openJobs = (
    (await dashboard.json()) as {
      data: { open_jobs: { title: string; applicants: number; views: number }[] };
    }
  ).data.open_jobs;
  const titles = openJobs.map((j) => j.title);
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
  // Each series draws a bar only for a job whose value is above nought (series in the chart's order:
  // applicants, then views), so a job's bars are found from the values the dashboard answered.
  const values = [openJobs.map((j) => j.applicants), openJobs.map((j) => j.views)];
  const barsOf = (job: number) =>
    values.flatMap((series, s) => {
      if ((series[job] ?? 0) <= 0) return [];
      const nth = series.slice(0, job).filter((v) => v > 0).length;
      const y = bars[s]?.[nth];
      return y === undefined ? [] : [{ series: s, nth, y }];
    });
  expect(bars.map((series) => series.length)).toEqual(values.map((v) => v.filter((n) => n > 0).length));
  // One label per job, in the jobs' order, each the whole title or its start cut at a word's end.
  expect(labels.map((l) => l.text.replace(/…$/, ''))).toEqual(
    titles.map((t, i) => t.slice(0, (labels[i]?.text.replace(/…$/, '') ?? '').length)),
  );
  for (const [i, label] of labels.entries()) {
    expect(label.text.replace(/…$/, '').length, titles[i]).toBeGreaterThan(
      Math.min(24, (titles[i] ?? '').length - 1),
    );
    // The label sits beside its own job's bars, not between two jobs.
    const own = barsOf(i).map((b) => b.y);
    if (own.length === 0) continue;
    const band = { top: Math.min(...own) - 14, bottom: Math.max(...own) + 14 };
    expect(label.y, titles[i]).toBeGreaterThan(band.top);
    expect(label.y, titles[i]).toBeLessThan(band.bottom);
  }

  // A tap on a bar names its job in full.
  const drawn = titles.map((_, i) => i).filter((i) => barsOf(i).length > 0);
  const index = drawn.reduce((a, b) => ((titles[b] ?? '').length > (titles[a] ?? '').length ? b : a));
  const longest = titles[index] ?? '';
  const bar = barsOf(index)[0];
  await drawing
    .locator('.recharts-bar')
    .nth(bar?.series ?? 0)
    .locator('.recharts-bar-rectangle')
    .nth(bar?.nth ?? 0)
    .click();
  await expect(drawing.locator('.recharts-tooltip-wrapper')).toContainText(longest);
});
