import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { visualRuns } from '../../core/lib/pdf-text';
import { renderOfferPdf } from './pdf';

const values = {
  candidateName: 'سارة أحمد',
  jobTitle: 'مشرف مستودع',
  company: 'Gulf Freight LLC',
  salaryAmount: 8500,
  currency: 'AED' as const,
  salaryPeriod: 'MONTH',
  startDate: '2026-03-01',
  benefits: 'سكن ومواصلات',
  expiresOn: '2026-02-15',
  issuedOn: '2026-02-01',
  letter: 'عزيزتي سارة،\n\nيسرّنا أن نعرض عليك وظيفة مشرف مستودع.',
};

const textOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

describe('offer letter PDF', () => {
  it('writes an Arabic letter in an embedded Arabic font, its frame in Arabic', async () => {
    const pdf = await renderOfferPdf(values, 'ar');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('IBMPlexSansArabic');
    const text = await textOf(pdf);
    // The shaped glyphs map back to the letters (ToUnicode): the words are there, whole.
    for (const word of ['ملخص', 'العرض', 'الراتب', 'مستودع', 'Gulf', 'Freight']) expect(text).toContain(word);
    expect(text).not.toContain('Offer of employment');
  });

  it("writes the salary line in the reader's language: Arabic pay period, the currency code kept", async () => {
    const arabic = await textOf(await renderOfferPdf(values, 'ar'));
    // "8,500 AED شهريًا" as the job pages write it; the text layer gives the line in visual order.
    expect(arabic).toMatch(/الراتب: AED 8,500 شهري/);
    expect(arabic).not.toMatch(/per month/i);
    const english = await textOf(
      await renderOfferPdf(
        { ...values, candidateName: 'Sam Lee', jobTitle: 'Driver', letter: 'Dear Sam' },
        'en',
      ),
    );
    expect(english).toContain('Salary: AED 8,500 per month');
  });

  it('keeps English letters in Helvetica, with no "?" for an Arabic name', async () => {
    const pdf = await renderOfferPdf(
      { ...values, candidateName: 'Sam Lee', jobTitle: 'Driver', benefits: '', letter: 'Dear Sam' },
      'en',
    );
    const text = await textOf(pdf);
    expect(text).toContain('The offer at a glance');
    expect(pdf.toString('latin1')).toContain('Helvetica');
    const mixed = await textOf(await renderOfferPdf({ ...values, letter: 'Dear سارة' }, 'en'));
    expect(mixed).toContain('Position');
    expect(mixed).not.toContain('?');
  });

  it('orders a mixed line right to left, keeping Latin runs and numbers left to right', () => {
    const runs = visualRuns('الراتب: AED 8,500 شهرياً');
    // Left to right on the page: the Arabic word that ends the sentence, then the amount, then the label.
    expect(runs.map((r) => r.text.trim()).filter(Boolean)).toEqual(['شهرياً', 'AED 8,500', 'الراتب:']);
    expect(runs.find((r) => r.text.includes('AED'))?.rtl).toBe(false);
  });
});
