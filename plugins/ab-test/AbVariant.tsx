// Renders the variant of the reader's bucket, or the fallback (not in the test,
// excluded, or a bucket without a variant).
import type { ReactNode } from 'react';
import type { PageData } from '../../core/browser.ts';
import { abBucket } from './variant.ts';

interface Props {
  page: Pick<PageData, 'plugins'>;
  test: string;
  variants: Readonly<Record<string, ReactNode>>;
  fallback?: ReactNode;
}

export function AbVariant({ page, test, variants, fallback = null }: Props) {
  const bucket = abBucket(page, test);
  return <>{bucket !== undefined && Object.hasOwn(variants, bucket) ? variants[bucket] : fallback}</>;
}
