// Stands in until the page is written.
export { ComingSoonRoute as ContactRoute } from './coming-soon';
