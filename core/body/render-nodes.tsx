// Body nodes to React elements: one switch over node kinds. Shortcodes resolve through
// the brand's `renderShortcode` hook map; an unknown type renders its fallback content
// and is logged once per pipeline.
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CoreHooks } from '../hooks.ts';
import { bodyPicture, pictureDimension } from './body-images.ts';
import type { AdSlotNode, BodyContext, BodyNode, ShortcodeNode } from './types.ts';

/** HTML attribute names that React spells differently. */
const REACT_PROPS: Readonly<Record<string, string>> = {
  class: 'className',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  datetime: 'dateTime',
};

export interface NodeRendererOptions {
  hooks: CoreHooks;
  /** Types already reported as unknown (shared across renders of one pipeline). */
  unknownLogged: Set<string>;
  /** Render each shortcode alone first and drop the ones that throw. */
  isolate: boolean;
}

function AdSlot({ node }: { node: AdSlotNode }) {
  return (
    <div
      className={`ad-slot ad-slot--${node.size ?? node.slot}`}
      id={node.id}
      data-ad-slot={node.slot}
      data-ad-instance={node.instance}
      data-ad-size={node.size}
      data-ad-devices={node.devices?.join(',')}
      style={{ minHeight: `${node.minHeight}px` }}
    />
  );
}

export function createNodeRenderer(options: NodeRendererOptions) {
  const renderShortcode = (node: ShortcodeNode, ctx: BodyContext): ReactNode => {
    let output: ReactNode;
    try {
      output = options.hooks.renderShortcode.get(node.type)?.call(node, ctx);
      if (options.isolate && output !== undefined && output !== null) renderToStaticMarkup(output);
    } catch (error) {
      ctx.log.warn({ shortcode: node.type, contentId: ctx.contentId, err: (error as Error).message }, `${node.type} shortcode failed to render; skipped`);
      return null;
    }
    if (output !== undefined) return output;
    if (!options.unknownLogged.has(node.type)) {
      options.unknownLogged.add(node.type);
      ctx.log.warn({ shortcode: node.type }, `unknown shortcode type '${node.type}'; rendering its fallback content`);
    }
    return renderNodes(node.children, ctx);
  };

  const renderNode = (node: BodyNode, key: number, ctx: BodyContext): ReactNode => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'ad-slot':
        return <AdSlot key={key} node={node} />;
      case 'shortcode':
        return <Fragment key={key}>{renderShortcode(node, ctx)}</Fragment>;
      case 'element': {
        const props: Record<string, unknown> = { key };
        for (const [name, value] of Object.entries(node.attrs)) {
          props[REACT_PROPS[name] ?? name] = name === 'reversed' ? true : value;
        }
        if (node.tag === 'img') {
          props.loading = 'lazy';
          const { src, width, height } = node.attrs;
          const picture = src === undefined ? undefined : bodyPicture(src, { width: pictureDimension(width), height: pictureDimension(height) }, ctx.images);
          if (picture) Object.assign(props, { src: picture.src, srcSet: picture.srcSet, sizes: picture.sizes, decoding: 'async' });
        }
        return node.children.length === 0
          ? createElement(node.tag, props)
          : createElement(node.tag, props, ...node.children.map((child, index) => renderNode(child, index, ctx)));
      }
    }
  };

  function renderNodes(nodes: readonly BodyNode[], ctx: BodyContext): ReactNode {
    return nodes.map((node, index) => renderNode(node, index, ctx));
  }

  return renderNodes;
}
