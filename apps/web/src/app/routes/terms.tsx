// Stands in until the page is written.
export { ComingSoonRoute as TermsRoute } from './coming-soon';
