import type { Locale } from '@portal/contract/locale';
import PDFDocument from 'pdfkit';
import { label, salaryText } from '../../core/lib/labels';
import { ARABIC_FONT, rtlText } from '../../core/lib/pdf-text';
import { dayText } from '../../platform/mail/templates';
import { catalogue as c } from './i18n';
import type { OfferValues } from './merge';

/**
 * The built-in PDF fonts (Helvetica) only hold Western European letters: anything else is written
 * as its nearest plain letter where one exists (é stays, "ā" becomes "a"), else "?", so a name in
 * another script never breaks the file. Typographic dashes and quotes are kept.
 */
const printable = (s: string) =>
  s.replace(/[^\t\n\r\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u20ac]/g, (c) => {
    const plain = c.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    return /^[\x20-\x7e]+$/.test(plain) ? plain : '?';
  });

/** The letter's file name, in the mail and in the candidate's files: `Offer - Forklift Operator.pdf`. */
export const offerPdfName = (jobTitle: string) =>
  `Offer - ${jobTitle
    .replace(/[\p{Cc}\\/:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()}.pdf`;

export type OfferPdfInput = OfferValues & { letter: string; issuedOn: string };

/**
 * The offer letter as an A4 PDF: the company, the letter's paragraphs, then the offer's terms at a
 * glance, its frame in the reader's language (`locale`; the letter is the employer's own text). An
 * Arabic letter, or any text Helvetica cannot write, embeds an Arabic font; an Arabic letter reads
 * right to left.
 */
export function renderOfferPdf(input: OfferPdfInput, locale: Locale = 'en'): Promise<Buffer> {
  const t = (key: Parameters<typeof c.t>[1], values?: Record<string, string>) => c.t(locale, key, values);
  const rtl = locale === 'ar';
  const texts = [input.company, input.letter, input.jobTitle, input.candidateName, input.benefits];
  const embedded = rtl || texts.some((s) => s !== printable(s));
  const info = (s: string) => (embedded ? s : printable(s));
  const doc = new PDFDocument({
    size: 'A4',
    margin: 60,
    info: {
      Title: info(t('pdf.title', { job: input.jobTitle })),
      Author: info(input.company),
      Subject: info(t('pdf.subject', { candidate: input.candidateName })),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (embedded) {
    doc.registerFont('Regular', ARABIC_FONT.regular);
    doc.registerFont('Bold', ARABIC_FONT.bold);
  }
  const regular = embedded ? 'Regular' : 'Helvetica';
  const bold = embedded ? 'Bold' : 'Helvetica-Bold';
  const clean = (s: string) => (embedded ? s : printable(s));
  const write = (text: string, options: { lineGap?: number } = {}) =>
    rtl ? rtlText(doc, text, options) : doc.text(clean(text), options);

  doc.font(bold).fontSize(18).fillColor('#0f172a');
  write(input.company);
  doc.moveDown(0.2).font(regular).fontSize(10).fillColor('#475569');
  write(t('pdf.issued', { date: dayText(locale, input.issuedOn) }));
  doc.moveDown(1.5).fontSize(11).fillColor('#0f172a');
  for (const paragraph of input.letter.split(/\n\s*\n/)) {
    write(paragraph.trim(), { lineGap: 2 });
    doc.moveDown(0.8);
  }

  doc.moveDown(0.5).font(bold).fontSize(12);
  write(t('pdf.glance'));
  doc.moveDown(0.4).font(regular).fontSize(11);
  const terms: [string, string][] = [
    [t('pdf.position'), input.jobTitle],
    [t('pdf.salary'), label(salaryText(input.salaryAmount, input.currency, input.salaryPeriod), locale)],
    [t('pdf.startDate'), dayText(locale, input.startDate)],
    [t('pdf.benefits'), input.benefits || t('pdf.benefitsDefault')],
    [t('pdf.answerBy'), dayText(locale, input.expiresOn)],
  ];
  for (const [label, value] of terms) {
    if (rtl) rtlText(doc, `${label}: ${value}`, { lineGap: 2 });
    else {
      doc.font(bold).text(`${label}: `, { continued: true });
      doc.font(regular).text(clean(value), { lineGap: 2 });
    }
  }
  doc.end();
  return done;
}
