/** What the app (routes, seed) may use of the offers module. */
export { DEFAULT_OFFER_TEMPLATE } from './default-template';
export { mergeLetter, type OfferValues } from './merge';
export { renderOfferPdf } from './pdf';
export { offerRoutes } from './routes';
