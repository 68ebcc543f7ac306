import {
  PAGE_ARABIC_TITLE_NEEDED,
  PAGE_LIMITS,
  type PageContent,
  type PageUpdate,
  pageUpdateSchema,
  pricingPlanSchema,
} from '@portal/contract/pages';
import { z } from 'zod';

/**
 * The editor's form: the contract's rules per field, with each plan's features as one line each
 * in a text box (what staff find easiest to edit), split back into a list on save.
 */
const shape = pageUpdateSchema.shape;
const FEATURE_CHARS = 160;
const planForm = pricingPlanSchema.pick({ name: true, price: true, audience: true }).extend({
  features: z
    .string()
    .refine((v) => lines(v).length > 0, 'form.featuresRequired')
    .refine((v) => lines(v).length <= PAGE_LIMITS.planFeatures, 'form.featuresMax')
    .refine((v) => lines(v).every((l) => l.length <= FEATURE_CHARS), 'form.featureLength'),
  highlighted: z.boolean(),
});
export const pageFormSchema = z
  .object({
    title: shape.title.unwrap(),
    intro: shape.intro.unwrap(),
    meta_description: shape.meta_description.unwrap(),
    body: shape.body.unwrap(),
    plans: z.array(planForm).max(PAGE_LIMITS.plans, 'form.plansMax'),
    title_ar: shape.title_ar,
    intro_ar: shape.intro_ar,
    meta_description_ar: shape.meta_description_ar,
    body_ar: shape.body_ar,
    /** No Arabic cards (none added, or all removed) is no Arabic version of them. */
    plans_ar: z.array(planForm).max(PAGE_LIMITS.plans, 'form.plansMax'),
  })
  .superRefine((v, ctx) => {
    // The server's rule, told before the save: Arabic text goes under an Arabic title.
    if ((v.intro_ar || v.meta_description_ar || hasText(v.body_ar) || v.plans_ar.length > 0) && !v.title_ar)
      ctx.addIssue({ code: 'custom', path: ['title_ar'], message: PAGE_ARABIC_TITLE_NEEDED });
  });

/** The form's own messages (keys of this feature's catalogue); the contract's rules bring theirs. */
export const FORM_MESSAGES = {
  'form.featuresRequired': {},
  'form.featuresMax': { max: PAGE_LIMITS.planFeatures },
  'form.featureLength': { max: FEATURE_CHARS },
  'form.plansMax': { max: PAGE_LIMITS.plans },
} as const;
export type FormMessage = keyof typeof FORM_MESSAGES;
export const isFormMessage = (message: string | undefined): message is FormMessage =>
  message !== undefined && message in FORM_MESSAGES;
export type PageFormValues = z.input<typeof pageFormSchema>;
export const PAGE_FORM_FIELDS = [
  'title',
  'intro',
  'meta_description',
  'body',
  'plans',
  'title_ar',
  'intro_ar',
  'meta_description_ar',
  'body_ar',
  'plans_ar',
] as const;

/** An emptied rich-text editor leaves tags without text: no Arabic body (the server agrees). */
const hasText = (html: unknown) => typeof html === 'string' && html.replace(/<[^>]*>/g, '').trim() !== '';

const lines = (v: string) =>
  v
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const planValues = (plans: PageContent['plans']) =>
  (plans ?? []).map((p) => ({ ...p, features: p.features.join('\n') }));
type PlanValues = PageFormValues['plans'];
const planContent = (plans: PlanValues) => plans.map((p) => ({ ...p, features: lines(p.features) }));

export const toFormValues = (page: PageContent): PageFormValues => ({
  title: page.title,
  intro: page.intro,
  meta_description: page.meta_description,
  body: page.body_html,
  plans: planValues(page.plans),
  title_ar: page.title_ar ?? '',
  intro_ar: page.intro_ar ?? '',
  meta_description_ar: page.meta_description_ar ?? '',
  body_ar: page.body_html_ar ?? '',
  plans_ar: planValues(page.plans_ar),
});

/** The Arabic inputs hold text; the contract's rules read any value, so the form's type is unknown. */
const orNull = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The form as the page it would make: what the preview shows. */
export const toContent = (values: PageFormValues, hasPlans: boolean): PageContent => ({
  title: values.title,
  intro: values.intro,
  meta_description: values.meta_description,
  body_html: values.body,
  plans: hasPlans ? planContent(values.plans) : null,
  title_ar: orNull(values.title_ar),
  intro_ar: orNull(values.intro_ar),
  meta_description_ar: orNull(values.meta_description_ar),
  body_html_ar: hasText(values.body_ar) ? (values.body_ar as string) : null,
  plans_ar: hasPlans && values.plans_ar.length > 0 ? planContent(values.plans_ar) : null,
});

/** The save request: the pricing page sends its plans (in both languages), the others never do. */
export const toUpdate = (values: PageFormValues, hasPlans: boolean): PageUpdate => {
  const { plans, plans_ar, ...rest } = toContent(values, hasPlans);
  return {
    title: rest.title,
    intro: rest.intro,
    meta_description: rest.meta_description,
    body: rest.body_html,
    ...(plans ? { plans, plans_ar } : {}),
    // null clears an Arabic field: the form always says what the Arabic version is.
    title_ar: rest.title_ar,
    intro_ar: rest.intro_ar,
    meta_description_ar: rest.meta_description_ar,
    body_ar: rest.body_html_ar,
  };
};
