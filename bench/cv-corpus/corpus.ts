import { TUNING_POOLS } from './data';
import { renderDocx } from './docx';
import { HELD_OUT_POOLS } from './heldout-data';
import { HELD_OUT_LAYOUTS, layHeldOut } from './heldout-layout';
import { type Laid, type Layout, lay } from './layout';
import { type DateStyle, type ModelConfig, makeModel, type Truth, truthOf } from './model';
import { renderPdf } from './pdf';

/*
 * The labelled CV sets, deterministic. `tuning`: 64 CVs from the project's own templates and data,
 * the set the extraction rules were tuned on (every layout in both formats, eight date styles, one
 * and two pages, a section left out now and then). `held-out`: 64 CVs made apart from the rules:
 * other layouts, date styles, headings, names, employers and schools (heldout-*.ts). Its first run was the
 * honest figure; the rules were made more general after it (docs/performance.md).
 */

export type CorpusName = 'tuning' | 'held-out';

export type LabelledCv = {
  id: string;
  set: CorpusName;
  format: 'pdf' | 'docx';
  layout: string;
  long: boolean;
  pages: number | null;
  data: Buffer;
  truth: Truth;
};

type CorpusConfig = {
  size: number;
  model: ModelConfig;
  layouts: readonly string[];
  /** The i-th CV laid out, with the sections it leaves out (the truth then expects nothing of them). */
  lay: (
    i: number,
    layout: string,
    long: boolean,
    model: ReturnType<typeof makeModel>,
  ) => { laid: Laid; missing: { education: boolean; skills: boolean } };
  long: (i: number, layout: string) => boolean;
};

const TUNING_STYLES: DateStyle[] = [
  'mon',
  'mm/yyyy',
  'yyyy-mm',
  'mm.yyyy',
  "mon'yy",
  'month to',
  'years',
  'month',
];
const HELD_OUT_STYLES: DateStyle[] = ['sept', 'mm/yyyy to', 'yyyy-yyyy', 'mm-yyyy', 'mon. till', 'mon'];

const CONFIGS: Record<CorpusName, CorpusConfig> = {
  tuning: {
    size: 64,
    model: { pools: TUNING_POOLS, dateStyles: TUNING_STYLES, seed: 1000 },
    layouts: ['classic', 'pipe', 'date-first', 'table', 'two-column'] satisfies Layout[],
    // Two-page CVs: every third one-column CV.
    long: (i, layout) => layout !== 'two-column' && i % 3 === 0,
    lay: (i, layout, _long, model) => {
      const missing = { education: i % 11 === 4, skills: i % 13 === 6 };
      return { laid: lay(model, layout as Layout, i, missing), missing };
    },
  },
  'held-out': {
    size: 64,
    model: { pools: HELD_OUT_POOLS, dateStyles: HELD_OUT_STYLES, seed: 777_001 },
    layouts: HELD_OUT_LAYOUTS,
    long: (i, layout) => layout !== 'sidebar-right' && i % 3 === 1,
    lay: (i, layout, _long, model) => {
      const missing = { education: i % 7 === 3, skills: i % 9 === 5, summary: i % 5 === 2 };
      return { laid: layHeldOut(model, layout as (typeof HELD_OUT_LAYOUTS)[number], i, missing), missing };
    },
  },
};

export const CORPUS_SIZE = CONFIGS.tuning.size;

export async function makeCv(i: number, set: CorpusName = 'tuning'): Promise<LabelledCv> {
  const config = CONFIGS[set];
  const layout = config.layouts[i % config.layouts.length] ?? 'classic';
  const format = Math.floor(i / config.layouts.length) % 2 === 0 ? 'pdf' : 'docx';
  const long = config.long(i, layout);
  const model = makeModel(i, long, config.model);
  const { laid, missing } = config.lay(i, layout, long, model);
  const truth = truthOf(model, missing);
  const prefix = set === 'tuning' ? 'cv' : 'held';
  const id = `${prefix}-${String(i).padStart(2, '0')}-${layout}-${format}${long ? '-long' : ''}`;
  if (format === 'pdf') {
    const { data, pages } = await renderPdf(laid);
    return { id, set, format, layout, long, pages, data, truth };
  }
  return { id, set, format, layout, long, pages: null, data: await renderDocx(laid, i % 4 === 1), truth };
}

export async function makeCorpus(set: CorpusName = 'tuning', n = CONFIGS[set].size): Promise<LabelledCv[]> {
  const out: LabelledCv[] = [];
  for (let i = 0; i < n; i++) out.push(await makeCv(i, set));
  return out;
}
