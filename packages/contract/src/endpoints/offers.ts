import { endpoints } from './endpoint';
import type { offersSchemas } from './offers.schemas';

/**
 * Offers (issue 28 item 5). Every second segment is a literal, so no path shadows another: the
 * organisation's templates, an application's offers, a sent offer, the candidate's own (`mine`)
 * and the mailed link (`link`, its token in the query where the request log redacts it).
 */
export const offersEndpoints = endpoints<typeof offersSchemas>()({
  templates: 'GET offers/templates',
  createTemplate: 'POST offers/templates',
  template: 'GET offers/templates/:id',
  updateTemplate: 'PATCH offers/templates/:id',
  removeTemplate: 'DELETE offers/templates/:id',
  ofApplication: 'GET offers/application/:id',
  create: 'POST offers/application/:id',
  sentPdf: 'GET offers/sent/:id/pdf',
  withdraw: 'POST offers/sent/:id/withdraw',
  mine: 'GET offers/mine',
  minePdf: 'GET offers/mine/:id/pdf',
  answer: 'POST offers/mine/:id/answer',
  link: 'GET offers/link',
  linkPdf: 'GET offers/link/pdf',
  linkAnswer: 'POST offers/link/answer',
});
