// Heading block of a listing page: breadcrumbs, title, optional kicker and description, and
// a picture beside them on a wide screen.
import type { ReactNode } from 'react';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import type { BreadcrumbData } from './story-card-data.ts';

interface Props {
  title: string;
  kicker?: string;
  /** Text, or a slot around it (core/render/slots.ts). */
  description?: ReactNode;
  breadcrumbs?: BreadcrumbData[];
  children?: ReactNode;
}

export function ListingHeader({ title, kicker, description, breadcrumbs = [], children }: Props) {
  return (
    <header className={`listing-header${children ? ' listing-header--media' : ''}`}>
      <Breadcrumbs items={breadcrumbs} />
      {kicker ? <p className="listing-header__kicker">{kicker}</p> : null}
      <h1 className="listing-header__title">{title}</h1>
      {description ? <p className="listing-header__description">{description}</p> : null}
      {children}
    </header>
  );
}
