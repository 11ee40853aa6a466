// Date-windowed promotions, widgets and topic sets of spec 000 §9, per brand under
// `merchandising:` in the site file. Windows are whole UTC days, both ends inclusive;
// a window that ended is a warning (the entry simply stops showing), a window that ends
// before it starts or names a day that does not exist is an error.
import { type Static, Type } from '@sinclair/typebox';
import { DEVICES } from '../device.ts';
import { Day, LocalPath, Slug } from './common-schemas.ts';
import type { ConfigFinding, YamlSource } from './load-yaml.ts';

const Strict = { additionalProperties: false } as const;
const SetName = Type.String({ pattern: '^[a-z][A-Za-z0-9]*$', errorMessage: 'must be a lowercase letter, then letters and digits (dealsOfTheWeek)' });

/** Optional window: from the first day (inclusive) to the last (inclusive). */
const Window = {
  from: Type.Optional(Day),
  until: Type.Optional(Day),
};

/** Which pages an entry shows on: any listed topic, collection or topic set matches. */
const Targets = {
  topics: Type.Optional(Type.Array(Slug)),
  collections: Type.Optional(Type.Array(Slug)),
  topicSets: Type.Optional(Type.Array(SetName)),
};

export const PromotionSchema = Type.Object(
  {
    id: Slug,
    /** What the reader reads, a link to `href`. */
    text: Type.String({ minLength: 1 }),
    href: LocalPath,
    ...Window,
    /** Without targets the promotion shows on every article-like page. */
    ...Targets,
  },
  Strict,
);

export const WidgetSchema = Type.Object(
  {
    title: Type.String({ minLength: 1 }),
    text: Type.Optional(Type.String({ minLength: 1 })),
    href: LocalPath,
    /** The link's words. */
    linkText: Type.String({ minLength: 1 }),
    /** The device classes the widget renders for (spec 001 §6); all when left out. */
    devices: Type.Optional(Type.Array(Type.Union(DEVICES.map((device) => Type.Literal(device))), { minItems: 1, uniqueItems: true })),
    ...Window,
    ...Targets,
  },
  Strict,
);

export const TopicSetSchema = Type.Object({ topics: Type.Array(Slug, { minItems: 1 }), ...Window }, Strict);

export const MerchandisingSchema = Type.Object(
  {
    promotions: Type.Array(PromotionSchema, { default: [] }),
    /** spec 000 §9: the shopping and the dynamic widget. */
    widgets: Type.Object({ shopping: Type.Optional(WidgetSchema), dynamic: Type.Optional(WidgetSchema) }, { ...Strict, default: {} }),
    /** Named topic sets (home energy, nutrition, wide button, …) that targets refer to;
     *  `wideButton` makes an article's buy buttons span the column. */
    topicSets: Type.Record(SetName, TopicSetSchema, { default: {} }),
  },
  { ...Strict, default: {} },
);
export type Merchandising = Static<typeof MerchandisingSchema>;
export type Promotion = Static<typeof PromotionSchema>;
export type Widget = Static<typeof WidgetSchema>;

export interface DateWindow {
  from?: string | undefined;
  until?: string | undefined;
}

/** The topic set that widens buy buttons (spec 000 §9 wide-button topics). */
export const WIDE_BUTTON_SET = 'wideButton';

/** The UTC day of a date, as YYYY-MM-DD. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whether the window is open on the day of `now`. */
export function isOpen(window: DateWindow, now: Date): boolean {
  const day = utcDay(now);
  return (window.from === undefined || window.from <= day) && (window.until === undefined || day <= window.until);
}

function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && utcDay(date) === day;
}

/** Days that do not exist and windows ending before they start (errors), windows that
 *  ended (warnings), and targets naming a topic set nobody defines (errors). */
export function merchandisingFindings(merchandising: Merchandising, source: YamlSource, now: Date): ConfigFinding[] {
  const findings: ConfigFinding[] = [];
  const checkWindow = (at: (string | number)[], name: string, window: DateWindow): void => {
    for (const end of ['from', 'until'] as const) {
      const day = window[end];
      if (day !== undefined && !isRealDay(day)) findings.push(source.finding([...at, end], `${name}: ${end} ${day} is not a calendar day`));
    }
    if (window.from !== undefined && window.until !== undefined && window.until < window.from) {
      findings.push(source.finding([...at, 'until'], `${name}: until ${window.until} is before from ${window.from}`));
    } else if (window.until !== undefined && window.until < utcDay(now)) {
      findings.push(source.finding([...at, 'until'], `${name}: ended on ${window.until}; it no longer shows`, { severity: 'warning' }));
    }
  };
  const checkSets = (at: (string | number)[], name: string, sets: readonly string[] | undefined): void => {
    (sets ?? []).forEach((set, index) => {
      if (!Object.hasOwn(merchandising.topicSets, set)) findings.push(source.finding([...at, 'topicSets', index], `${name}: no topic set '${set}' under merchandising.topicSets`));
    });
  };
  const ids = new Map<string, number>();
  merchandising.promotions.forEach((promotion, index) => {
    const at = ['merchandising', 'promotions', index];
    const name = `promotion '${promotion.id}'`;
    const first = ids.get(promotion.id);
    if (first !== undefined) {
      const line = source.finding(['merchandising', 'promotions', first, 'id'], '').line;
      findings.push(source.finding([...at, 'id'], `${name} is listed twice; line ${line} has it first`));
    }
    else ids.set(promotion.id, index);
    checkWindow(at, name, promotion);
    checkSets(at, name, promotion.topicSets);
  });
  for (const [kind, widget] of Object.entries(merchandising.widgets)) {
    if (!widget) continue;
    const at = ['merchandising', 'widgets', kind];
    checkWindow(at, `${kind} widget`, widget);
    checkSets(at, `${kind} widget`, widget.topicSets);
  }
  for (const [set, topicSet] of Object.entries(merchandising.topicSets)) checkWindow(['merchandising', 'topicSets', set], `topic set '${set}'`, topicSet);
  return findings;
}
