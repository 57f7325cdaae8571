// Stands in until the page is written.
export { ComingSoonRoute as PrivacyRoute } from './coming-soon';
