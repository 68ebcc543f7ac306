import { describe, expect, it } from 'vitest';
import { makeCv } from '../../../bench/cv-corpus/corpus';
import { parseFile, type Scores, scoreCv, seedMasters } from '../../../bench/cv-parse';
import { cvPdf } from '../src/app/seed/cv-pdf';
import { DEMO_CV_TEXT } from '../src/app/seed/demo-candidate';
import { documentLines } from '../src/modules/cv-parsing/documents';
import { parseCvLines } from '../src/modules/cv-parsing/parse';

/*
 * CV parsing against a handful of the labelled sets (bench/cv-corpus): one CV of each layout, PDF
 * and DOCX, a two-page one among them, from the tuning and the held-out set. The whole set is the bench's (npm run bench -- --scenario cv-parse).
 */
const masters = seedMasters();

describe('CV parsing on labelled CVs', () => {
  it.each([
    ...[0, 1, 2, 3, 4, 5, 8, 9].map((i) => ['tuning', i] as const),
    // The held-out set's layouts (sidebar on the right, employer first, labelled fields, dates in
    // brackets, From/To table cells) in both formats.
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => ['held-out', i] as const),
  ])('reads %s CV %i as its truth says', async (set, i) => {
    const cv = await makeCv(i, set);
    const scores: Scores = {};
    scoreCv(scores, await parseFile(cv, masters), cv.truth, masters);
    for (const [field, s] of Object.entries(scores)) {
      expect({ cv: cv.id, field, right: s.tp, suggested: s.predicted }).toEqual({
        cv: cv.id,
        field,
        right: s.truth,
        suggested: s.truth,
      });
    }
  });
});

describe("the demo candidate's seeded CV", () => {
  it('reads into her employers, school, skills and contact details', async () => {
    const cv = parseCvLines(await documentLines('pdf', cvPdf('Aisha Rahman', DEMO_CV_TEXT)), masters);
    expect(cv).toMatchObject({
      first_name: 'Aisha',
      last_name: 'Rahman',
      email: 'candidate@demo.example.com',
      phone: '+971505550142',
    });
    expect(cv.employments.map((e) => [e.company, e.job_title, e.is_current])).toEqual([
      ['Gulf Cold Stores', 'Warehouse Team Leader', true],
      ['Jebel Ali Cargo Movers', 'Forklift Operator', false],
    ]);
    expect(cv.educations[0]).toMatchObject({ qualification: 'Diploma in Mechanical Engineering' });
    expect(cv.skills.filter((s) => s.id !== null).length).toBe(7);
  });
});
