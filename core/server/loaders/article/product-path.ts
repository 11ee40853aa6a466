// The product page path of a product slug on the page's brand.
import type { PageContext } from '../../../context.ts';
import type { LoaderServices } from '../../page-loaders.ts';
import { brandFacts } from '../../../config/brand-facts.ts';
import { routeNameOn } from '../../../routing/route-table.ts';

export function productPath(ctx: PageContext, services: LoaderServices, slug: string): string | undefined {
  try {
    return services.project.router.urlFor(routeNameOn(brandFacts(ctx.site).routeSet, 'product'), { slug });
  } catch {
    return undefined;
  }
}
