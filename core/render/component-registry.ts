// Page component renderers by component type (spec 000 §3 "Page component"): a page is a
// list of components, each rendered by the renderer its view's `type` names. The 13
// component kinds are built in; plugins add their own types (PluginDefinition.components
// on the server, ClientPlugin.components in the browser), and fill the core's named slots
// (`slots`, core/render/slots.ts). One registry per brand, never
// process-global: a plugin switched off for a brand renders nothing there. Isomorphic.
import { type ComponentType, createContext } from 'react';
import { ArticleComponent } from './components/page-components/ArticleComponent.tsx';
import type { BuiltInViews, ComponentRendererProps, ComponentView } from './components/page-components/component-views.ts';
import { ContentListComponent } from './components/page-components/ContentListComponent.tsx';
import { FeatureComponent } from './components/page-components/FeatureComponent.tsx';
import { GalleryComponent } from './components/page-components/GalleryComponent.tsx';
import { ListiclesComponent } from './components/page-components/ListiclesComponent.tsx';
import { LiveArticleComponent } from './components/page-components/LiveArticleComponent.tsx';
import { ReviewComponent } from './components/page-components/ReviewComponent.tsx';
import { RicochetCollectionsComponent } from './components/page-components/RicochetCollectionsComponent.tsx';
import { SeamlessComponent } from './components/page-components/SeamlessComponent.tsx';
import { TechProductComponent } from './components/page-components/TechProductComponent.tsx';
import { TextComponent } from './components/page-components/TextComponent.tsx';
import { VideoComponent } from './components/page-components/VideoComponent.tsx';
import { VideoListComponent } from './components/page-components/VideoListComponent.tsx';
import type { SlotFiller } from './slots.ts';

// A renderer declares the view it reads; the registry holds renderers of many views.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ComponentRenderer = ComponentType<ComponentRendererProps<any>>;

/** The renderer of each built-in component kind. */
export const builtInComponents: { readonly [K in keyof BuiltInViews]: ComponentType<ComponentRendererProps<BuiltInViews[K]>> } = Object.freeze({
  Article: ArticleComponent,
  LiveArticle: LiveArticleComponent,
  ContentList: ContentListComponent,
  Feature: FeatureComponent,
  Gallery: GalleryComponent,
  Listicles: ListiclesComponent,
  Review: ReviewComponent,
  RicochetCollections: RicochetCollectionsComponent,
  Seamless: SeamlessComponent,
  TechProduct: TechProductComponent,
  Text: TextComponent,
  Video: VideoComponent,
  VideoList: VideoListComponent,
});

export class ComponentRegistry {
  private readonly renderers = new Map<string, ComponentRenderer>();
  private readonly slots = new Map<string, SlotFiller>();
  private readonly reported = new Set<string>();
  private unknownReporter: ((type: string) => void) | undefined;

  constructor(renderers: Readonly<Record<string, ComponentRenderer>> = builtInComponents) {
    for (const [type, renderer] of Object.entries(renderers)) this.renderers.set(type, renderer);
  }

  /** Adds or replaces the renderer of a component type (a plugin's own, or a kind it restyles). */
  add(type: string, renderer: ComponentRenderer): void {
    this.renderers.set(type, renderer);
  }

  /** A plugin's renderers and the named slots it fills (core/render/slots.ts), the same
   *  from its server definition and its client entry; the last plugin to fill a slot wins. */
  addPlugin(plugin: { components?: Readonly<Record<string, ComponentRenderer>>; slots?: Readonly<Record<string, SlotFiller>> }): void {
    for (const [type, renderer] of Object.entries(plugin.components ?? {})) this.add(type, renderer);
    for (const [slot, filler] of Object.entries(plugin.slots ?? {})) this.slots.set(slot, filler);
  }

  /** The filler of a slot, or undefined: the slot shows the core's own content. */
  slot(name: string): SlotFiller | undefined {
    return this.slots.get(name);
  }

  has(type: string): boolean {
    return this.renderers.has(type);
  }

  types(): string[] {
    return [...this.renderers.keys()];
  }

  /** Told of each type nobody renders, once per type (the server logs it). */
  onUnknownType(reporter: ((type: string) => void) | undefined): void {
    this.unknownReporter = reporter;
    this.reported.clear();
  }

  /** The renderer of a type; undefined (reported once) when there is none: the component is left out. */
  get(type: string): ComponentRenderer | undefined {
    const renderer = this.renderers.get(type);
    if (!renderer && !this.reported.has(type)) {
      this.reported.add(type);
      this.unknownReporter?.(type);
    }
    return renderer;
  }
}

/** The rendering brand's registry, provided by App around every page. */
export const ComponentRegistryContext = createContext<ComponentRegistry | undefined>(undefined);

export type { ComponentView };
