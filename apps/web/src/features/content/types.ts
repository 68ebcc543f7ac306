export type ContentSection = { heading: string; body?: string; points?: string[] };
export type ContentCta = { label: string; to: string };
export type PricingPlan = { name: string; audience: string; features: string[]; highlighted?: boolean };

export type ContentEntry = {
  title: string;
  eyebrow: string;
  intro: string;
  sections: ContentSection[];
  cta?: ContentCta;
  /** Extra blocks the page renders for a few entries. */
  plans?: PricingPlan[];
  showContact?: boolean;
};
