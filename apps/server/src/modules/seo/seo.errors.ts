import { NotFoundError, type DomainError } from '../../lib/http-errors';
import type { SitemapNotFound } from './seo.service';

/**
 * The error the one error handler answers for a sitemap file the store does not have, the
 * module's only failure with a JSON reply (a missing product page answers the web app's page).
 */
export function seoError(_failure: SitemapNotFound): DomainError {
  return new NotFoundError('Sitemap not found');
}
