// A named slot (core/render/slots.ts): the brand's filler when a plugin fills it, else
// the core's own content (children).
import { type ReactNode, useContext } from 'react';
import type { PageData } from '../../page-data.ts';
import { ComponentRegistryContext } from '../component-registry.ts';
import type { CoreSlotName } from '../slots.ts';

interface Props {
  name: CoreSlotName;
  page: Pick<PageData, 'plugins' | 'brand'>;
  children?: ReactNode;
}

export function Slot({ name, page, children }: Props) {
  const Filler = useContext(ComponentRegistryContext)?.slot(name);
  if (!Filler) return <>{children}</>;
  return (
    <Filler name={name} page={page}>
      {children}
    </Filler>
  );
}
