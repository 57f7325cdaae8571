// Stands in until the page is written.
export { ComingSoonRoute as AboutPosRoute } from './coming-soon';
