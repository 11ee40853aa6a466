// Reading rendered article-like pages in tests: head tags, JSON-LD, the hydration data.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PageData } from '../../../core/page-data.ts';
import { type JsonLd, missingProperties } from '../../../core/seo/structured-data.ts';

export interface RenderedPage {
  status: number;
  html: string;
}

export async function get(app: FastifyInstance, url: string): Promise<RenderedPage> {
  const response = await app.inject(url);
  return { status: response.statusCode, html: response.body };
}

/** Every JSON-LD block of the document, parsed. */
export function jsonLd(html: string): JsonLd[] {
  const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.map((match) => JSON.parse(match[1] ?? '') as JsonLd);
}

/** The first JSON-LD block of `type`, typed as the caller expects to read it. */
export function jsonLdOfType<T = JsonLd>(html: string, type: string): T | undefined {
  return jsonLd(html).find((value) => value['@type'] === type) as T | undefined;
}

/** Asserts every block is valid JSON-LD with its required properties and returns the types. */
export function expectValidJsonLd(html: string): string[] {
  const values = jsonLd(html);
  expect(values.length).toBeGreaterThan(0);
  for (const value of values) {
    expect(value['@context']).toBe('https://schema.org');
    expect(missingProperties(value)).toEqual([]);
  }
  return values.map((value) => value['@type']);
}

/** The content attribute of a meta tag by name or property, undefined when absent. */
export function meta(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*(?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1]?.replace(/&amp;/g, '&');
}

export function linkHref(html: string, rel: string): string | undefined {
  const tag = html.match(new RegExp(`<link[^>]*rel="${rel}"[^>]*>`))?.[0];
  return tag?.match(/href="([^"]*)"/)?.[1]?.replace(/&amp;/g, '&');
}

/** The page data the browser hydrates from (the `__neutron_data` script). */
export function hydrationData(html: string): { raw: string; page: PageData } {
  const raw = html.match(/<script id="__neutron_data" type="application\/json">([\s\S]*?)<\/script>/)?.[1] ?? '';
  return { raw, page: JSON.parse(raw) as PageData };
}

/** The document's visible text between the <main> tags, tags stripped. */
export function mainText(html: string): string {
  const main = html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? '';
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
