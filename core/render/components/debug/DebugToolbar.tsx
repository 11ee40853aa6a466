// The debug toolbar (spec 001 §2): the sections the server collected for this page, as
// plain HTML outside the app's root, so the page hydrates as without it. Sections fold
// with <details>: no script ships for it, and nothing at all on a page without it.
import type { DebugSection } from '../../../debug-section.ts';

export const DEBUG_TOOLBAR_ID = 'neutron-debug-toolbar';

const STYLE = `#${DEBUG_TOOLBAR_ID}{position:fixed;inset:auto 0 0 0;z-index:2147483647;max-height:60vh;overflow:auto;margin:0;padding:.5rem 1rem;background:#111;color:#eee;font:13px/1.4 ui-monospace,Menlo,Consolas,monospace;border-top:3px solid #f5a623}
#${DEBUG_TOOLBAR_ID} h2{margin:0 0 .25rem;font-size:14px;color:#f5a623}
#${DEBUG_TOOLBAR_ID} summary{cursor:pointer;font-weight:bold;padding:.15rem 0}
#${DEBUG_TOOLBAR_ID} summary:focus-visible{outline:2px solid #f5a623}
#${DEBUG_TOOLBAR_ID} dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.1rem 1rem;margin:.25rem 0 .5rem 1rem}
#${DEBUG_TOOLBAR_ID} dt{color:#9cf}
#${DEBUG_TOOLBAR_ID} dd{margin:0;word-break:break-all}
#${DEBUG_TOOLBAR_ID} p{margin:.25rem 0 .5rem 1rem;color:#aaa}`;

export function DebugToolbar({ sections }: { sections: readonly DebugSection[] }) {
  return (
    <aside id={DEBUG_TOOLBAR_ID} aria-label="Debug toolbar" data-nosnippet="">
      <style>{STYLE}</style>
      <h2>Debug toolbar</h2>
      {sections.map((section) => (
        <details key={section.title} className="debug-section" open>
          <summary>{section.title}</summary>
          {section.rows.length === 0 ? (
            <p>nothing</p>
          ) : (
            <dl>
              {section.rows.map(([label, value], index) => (
                <div key={`${label}-${index}`} style={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </details>
      ))}
    </aside>
  );
}
