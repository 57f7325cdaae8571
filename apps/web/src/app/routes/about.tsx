// Stands in until the page is written.
export { ComingSoonRoute as AboutRoute } from './coming-soon';
