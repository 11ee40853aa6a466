// Topic slug cleanup before a slug becomes a route param (spec 000 §2.8).

/** Cleans a topic slug for use in the routes of `section` (a spec 000 §1 section). */
export function cleanTopicSlug(section: string, slug: string): string {
  let cleaned = slug.startsWith('cnet-') ? slug.slice('cnet-'.length) : slug;
  switch (section) {
    case 'personal-finance':
    case 'finance':
      cleaned = stripSuffix(cleaned, '-insurance');
      break;
    case 'culture':
      cleaned = stripSuffix(cleaned, '-culture');
      break;
    case 'home':
      if (cleaned.startsWith('home-')) cleaned = cleaned.slice('home-'.length);
      break;
    case 'health':
      cleaned = stripSuffix(cleaned, '-health');
      break;
    default:
      break;
  }
  return cleaned.split('-&-').join('-and-');
}

function stripSuffix(slug: string, suffix: string): string {
  // Never strip the whole slug: `insurance` stays `insurance`.
  return slug.endsWith(suffix) && slug.length > suffix.length ? slug.slice(0, -suffix.length) : slug;
}
