// Stands in until the page is written.
export { ComingSoonRoute as CareersRoute } from './coming-soon';
