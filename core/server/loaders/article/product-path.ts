// The product page path of a product slug on the page's brand.
import type { PageContext } from '../../../context.ts';
import type { LoaderServices } from '../../page-loaders.ts';

export function productPath(ctx: PageContext, services: LoaderServices, slug: string): string | undefined {
  try {
    return services.project.router.urlFor(ctx.brand === 'auto' ? 'auto-product' : 'product', { slug });
  } catch {
    return undefined;
  }
}
