import { renderDocx } from './docx';
import { type Layout, lay } from './layout';
import { makeModel, type Truth, truthOf } from './model';
import { renderPdf } from './pdf';

/*
 * The labelled CV set: 64 CVs made from the project's own templates and data, deterministic. Every
 * layout in both formats, eight date styles, one and two pages, a section left out now and then.
 */

export type LabelledCv = {
  id: string;
  format: 'pdf' | 'docx';
  layout: Layout;
  long: boolean;
  pages: number | null;
  data: Buffer;
  truth: Truth;
};

const LAYOUTS: Layout[] = ['classic', 'pipe', 'date-first', 'table', 'two-column'];
export const CORPUS_SIZE = 64;

export async function makeCv(i: number): Promise<LabelledCv> {
  const layout = LAYOUTS[i % LAYOUTS.length] as Layout;
  const format = Math.floor(i / LAYOUTS.length) % 2 === 0 ? 'pdf' : 'docx';
  // Two-page CVs: every third one-column CV.
  const long = layout !== 'two-column' && i % 3 === 0;
  const model = makeModel(i, long);
  const missing = { education: i % 11 === 4, skills: i % 13 === 6 };
  const laid = lay(model, layout, i, missing);
  const truth = truthOf(model, missing);
  const id = `cv-${String(i).padStart(2, '0')}-${layout}-${format}${long ? '-long' : ''}`;
  if (format === 'pdf') {
    const { data, pages } = await renderPdf(laid);
    return { id, format, layout, long, pages, data, truth };
  }
  return { id, format, layout, long, pages: null, data: await renderDocx(laid, i % 4 === 1), truth };
}

export async function makeCorpus(n = CORPUS_SIZE): Promise<LabelledCv[]> {
  const out: LabelledCv[] = [];
  for (let i = 0; i < n; i++) out.push(await makeCv(i));
  return out;
}
