import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AbVariant } from '../../../plugins/ab-test/AbVariant.tsx';
import { abBucket, readAbTestState } from '../../../plugins/ab-test/variant.ts';

const page = {
  plugins: {
    'ab-test': {
      tests: [
        { id: 'btncolor_test', version: 'v1', bucket: 'test' },
        { id: 'x', bucket: 3 },
      ],
    },
  },
};

describe('reading the reader’s bucket (server and browser)', () => {
  it('abBucket reads the page data, ignoring malformed entries', () => {
    expect(abBucket(page, 'btncolor_test')).toBe('test');
    expect(abBucket(page, 'x')).toBeUndefined();
    expect(abBucket({ plugins: {} }, 'btncolor_test')).toBeUndefined();
    expect(readAbTestState({ plugins: { 'ab-test': 'garbage' } })).toEqual({ tests: [] });
  });

  it('readAbTestState keeps the well-formed slots and leaves the key out when none is', () => {
    const good = { test: 'btncolor_test', variants: { test: 'Red' } };
    const slots = { 'front-door-description': good, broken: { test: 'x', variants: { test: 3 } }, list: { test: 'x', variants: ['Red'] } };
    expect(readAbTestState({ plugins: { 'ab-test': { tests: [], slots } } })).toEqual({ tests: [], slots: { 'front-door-description': good } });
    expect(readAbTestState({ plugins: { 'ab-test': { tests: [], slots: { broken: slots.broken } } } })).toEqual({ tests: [] });
  });

  it('AbVariant renders the bucket’s variant or the fallback', () => {
    const variants = { test: <b>red button</b>, control: <i>blue button</i> };
    expect(renderToString(<AbVariant page={page} test="btncolor_test" variants={variants} fallback="plain" />)).toBe('<b>red button</b>');
    expect(renderToString(<AbVariant page={{ plugins: {} }} test="btncolor_test" variants={variants} fallback="plain" />)).toBe('plain');
    expect(renderToString(<AbVariant page={page} test="btncolor_test" variants={{ toString: 'x' }} fallback="plain" />)).toBe('plain');
  });
});
