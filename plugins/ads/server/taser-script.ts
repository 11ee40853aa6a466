// The embedded taser script, so a fresh clone can show the taser contract (plugins/ads/
// README.md, "Ad services"): it reports one score per page load with the
// TASER_SCORE_EVENT. It has no fraud model: every visit scores 0, except that outside
// production the page's `?taserScore=N` (0–9999) is reported instead. A real taser
// service replaces it by naming its own scriptUrl.
import type { FastifyInstance } from 'fastify';
import { ADS_PATH, TASER_DEBUG_PARAM, TASER_SCORE_EVENT, TASER_SCRIPT_PATH } from '../constants.ts';

export function taserScript(debug: boolean): string {
  const fromQuery = debug
    ? `var asked = new URLSearchParams(location.search).get(${JSON.stringify(TASER_DEBUG_PARAM)});\n  if (asked !== null && /^[0-9]{1,4}$/.test(asked)) score = Number(asked);\n  `
    : '';
  return `(function () {\n  var score = 0;\n  ${fromQuery}window.dispatchEvent(new CustomEvent(${JSON.stringify(TASER_SCORE_EVENT)}, { detail: { score: score } }));\n})();\n`;
}

export function registerTaserScript(app: FastifyInstance, settings: { debug: boolean }): void {
  const body = taserScript(settings.debug);
  app.get(`/${ADS_PATH}/${TASER_SCRIPT_PATH}`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(body),
  );
}
