import { describe, expect, it } from 'vitest';
import { JOB_SAMPLES, sampleDescription } from './job-samples';

const text = (html: string) => html.replace(/<[^>]+>/g, '\n');
const sentences = (html: string) =>
  text(html)
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 4);

describe('the demo job descriptions', () => {
  const descriptions = JOB_SAMPLES.map((s) => sampleDescription(s, ['Forklift operation']));

  it('share no sentence with most of the other jobs (headings aside)', () => {
    const jobsWith = new Map<string, number>();
    for (const html of descriptions)
      for (const sentence of new Set(sentences(html).filter((x) => /[.!?]$/.test(x))))
        jobsWith.set(sentence, (jobsWith.get(sentence) ?? 0) + 1);
    const common = [...jobsWith].filter(([, n]) => n > descriptions.length / 2).map(([x]) => x);
    expect(common).toEqual([]);
  });

  it('each open with their own words', () => {
    const openings = descriptions.map((html) => sentences(html)[0]);
    expect(new Set(openings).size).toBe(JOB_SAMPLES.length);
  });

  it('mention "warehouse" only where the job is about one', () => {
    const matching = descriptions.filter((html) => /warehouse/i.test(text(html)));
    expect(matching.length).toBeLessThan(JOB_SAMPLES.length / 3);
  });
});
