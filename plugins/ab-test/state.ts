// The plugin's request state: the tests active on the page and the reader's buckets,
// for middleware steps and page-data taps that run after the 'ab-test' step.
import { defineRequestState } from '../../core/index.ts';
import { AB_TEST_PLUGIN, type AbTestPublicState } from './variant.ts';

export const abTestState = defineRequestState<AbTestPublicState>(AB_TEST_PLUGIN);
