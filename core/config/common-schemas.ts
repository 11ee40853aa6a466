// String schemas several config files share. Each pattern carries an `errorMessage` that
// says what it asks for, which a finding gives instead of the pattern (core/config/load-yaml.ts).
import { Type } from '@sinclair/typebox';

/** A brand prefix or a page path: '/' or lowercase segments, each closed by '/'. */
export const SITE_PATH_PATTERN = '^/([a-z0-9-]+/)*$';
const SITE_PATH_WORDS = "must start and end with '/', with lowercase letters, digits and '-' between";
/** Said of a brand's prefix. */
export const SITE_PATH_MESSAGE = `${SITE_PATH_WORDS} (/ or /roadshow/)`;
/** Said of a page path. */
export const PAGE_PATH_MESSAGE = `${SITE_PATH_WORDS} (/tech/computing/)`;

/** A link on the site itself. */
export const LocalPath = Type.String({ pattern: '^/', errorMessage: "must be a path on the site, starting with '/' (/deals/)" });

/** A topic or collection slug. */
export const Slug = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', errorMessage: "must be a slug: lowercase letters and digits, words joined by '-' (car-tech)" });

/** A day, written as YAML reads it into a string. */
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', errorMessage: 'must be a date written YYYY-MM-DD (2026-01-31)' });
