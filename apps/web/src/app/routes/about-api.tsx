// Stands in until the page is written.
export { ComingSoonRoute as AboutApiRoute } from './coming-soon';
