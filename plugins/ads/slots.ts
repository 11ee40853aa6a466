// The page's slots (spec 001 §4, §5): the brand's configured header, skybox, sidebar and
// footer slots for the page type, and the in-body slots the body pipeline placed, each
// with its instance number and div id (`-N` when N > 1). Disabled and delayed slots are
// never defined; device rules are kept on the slot, as the browser's device decides.
import type { Device, PageData, ReservedBox } from '../../core/index.ts';
import { adPageType } from './page-type.ts';
import { AD_CONSTANTS, adSearchHeight, CREATIVE_SIZES, SLOT_MIN_HEIGHT, type SlotSize } from './constants.ts';
import type { AdSlotOptions, AdsOptions, SlotPosition } from './options.ts';

export interface PageSlot {
  id: string;
  name: string;
  position: SlotPosition;
  size: SlotSize;
  /** Creative sizes that fit (width x height). */
  sizes: string[];
  minHeight: number;
  devices: string[];
  instance: number;
  /** Order on the page, 1-based (bid caching names a position). */
  index: number;
  lazy: boolean;
  provider: AdsOptions['provider'];
  /** The ad-search unit's number of text results (size `search` only). */
  results?: number;
  /** spec 001 §9: bid caching for image_gallery position 2 on mobile. */
  bidCache?: { device: Device };
}

/** The slot's bids are cached on this device (spec 001 §9: image_gallery position 2 on mobile). */
export const cachesBids = (slot: Pick<PageSlot, 'bidCache'>, device: string | undefined): boolean => slot.bidCache !== undefined && slot.bidCache.device === device;

export interface SkippedSlot {
  name: string;
  reason: string;
}

/** A slot is disabled by a disabled attribute or by delayed loading (spec 001 §5). */
export function disabledReason(slot: Pick<AdSlotOptions, 'disabled' | 'delayedLoad'>): string | undefined {
  if (slot.disabled) return 'disabled attribute set';
  if (slot.delayedLoad) return 'delayed loading configured';
  return undefined;
}

/** True when the device may show the slot; `all` permits any (spec 001 §5). */
export function deviceAllowed(devices: readonly string[], device: string): boolean {
  return devices.includes('all') || devices.includes(device);
}

export const slotDivId = (name: string, instance: number): string => (instance > 1 ? `${name}-${instance}` : name);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body pipeline's placed slots, from the page's props (articles and article-likes). */
function placedBodySlots(page: PageData): { slot: string; id: string; instance: number }[] {
  const body = page.props.body;
  if (!isRecord(body) || !Array.isArray(body.adSlots)) return [];
  return body.adSlots.filter(isRecord).flatMap((slot) =>
    typeof slot.slot === 'string' && typeof slot.id === 'string' && typeof slot.instance === 'number' ? [{ slot: slot.slot, id: slot.id, instance: slot.instance }] : [],
  );
}

const ORDER: readonly SlotPosition[] = ['skybox', 'header', 'body', 'sidebar', 'footer'];

export function pageSlots(page: PageData, options: AdsOptions, bodyDevices: ReadonlyMap<string, readonly string[]>): { slots: PageSlot[]; skipped: SkippedSlot[] } {
  const slots: PageSlot[] = [];
  const skipped: SkippedSlot[] = [];
  const byName = new Map(options.slots.map((slot) => [slot.name, slot]));
  const forPage = options.slots.filter((slot) => !slot.pageTypes || slot.pageTypes.includes(page.page));
  // Built property by property: an object literal that starts with a spread and then adds
  // properties is about 1 µs slower per added property on this V8 (Node 20).
  const make = (config: AdSlotOptions, id: string, instance: number): PageSlot => {
    const search = config.size === 'search';
    const slot: PageSlot = {
      minHeight: search ? adSearchHeight(options.adSearch.results) : SLOT_MIN_HEIGHT[config.size],
      id,
      name: config.name,
      position: config.position,
      size: config.size,
      sizes: [...CREATIVE_SIZES[config.size]],
      devices: config.position === 'body' ? [...(bodyDevices.get(config.name) ?? config.devices)] : [...config.devices],
      instance,
      index: 0,
      lazy: config.lazy,
      provider: config.provider ?? options.provider,
    };
    if (search) slot.results = options.adSearch.results;
    return slot;
  };
  for (const position of ORDER) {
    if (position === 'body') {
      for (const placed of placedBodySlots(page)) {
        const config = byName.get(placed.slot);
        if (!config || config.position !== 'body') {
          skipped.push({ name: placed.id, reason: `no ads slot '${placed.slot}' with position body` });
          continue;
        }
        const reason = disabledReason(config);
        if (reason) skipped.push({ name: placed.id, reason });
        else slots.push(make(config, placed.id, placed.instance));
      }
      continue;
    }
    for (const config of forPage.filter((slot) => slot.position === position)) {
      const reason = disabledReason(config);
      if (reason) skipped.push({ name: config.name, reason });
      else slots.push(make(config, config.name, 1));
    }
  }
  slots.forEach((slot, index) => {
    slot.index = index + 1;
  });
  // spec 001 §9: bid caching for image_gallery position 2 on mobile, the second slot a
  // phone shows (a desktop-only sidebar is no position on mobile).
  for (const rule of AD_CONSTANTS.bidCaching.filter((cache) => cache.pageType === adPageType(page.page))) {
    const target = slots.filter((slot) => deviceAllowed(slot.devices, rule.device))[rule.position - 1];
    if (target) target.bidCache = { device: rule.device as Device };
  }
  return { slots, skipped };
}

const REGION: Partial<Record<SlotPosition, 'top' | 'aside' | 'bottom'>> = { skybox: 'top', header: 'top', sidebar: 'aside', footer: 'bottom' };

/** The reserved boxes of the slots outside the body, by layout region. */
export function slotRegions(slots: readonly PageSlot[], skybox: AdsOptions['skybox']): PageData['regions'] {
  const regions: Required<NonNullable<PageData['regions']>> = { top: [], aside: [], bottom: [] };
  for (const slot of slots) {
    const region = REGION[slot.position];
    if (!region) continue;
    const classes = ['ad-slot', `ad-slot--${slot.size}`, ...(slot.position === slot.size ? [] : [`ad-slot--${slot.position}`])];
    // Nav-ad skybox: sticky and collapsible; preamp and fuse until 3000 ms pass (spec 001 §4).
    if (slot.position === 'skybox') classes.push(...(skybox.sticky ? ['ad-skybox--sticky'] : []), ...(skybox.collapsible ? ['ad-skybox--collapsible'] : []), 'preamp', 'fuse');
    const box: ReservedBox = {
      id: slot.id,
      className: classes.join(' '),
      minHeight: slot.minHeight,
      data: { 'ad-slot': slot.name, 'ad-instance': String(slot.instance), 'ad-size': slot.size, 'ad-devices': slot.devices.join(',') },
    };
    regions[region].push(box);
  }
  return regions;
}
