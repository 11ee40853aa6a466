// The head of the plugin's landing pages (headline, dek, optional kicker) and their intro
// (the static content's body, from the body pipeline) and blocks.
import type { LandingSection, LandingText } from './page-props.ts';

export function LandingHeader({ text, title, kicker }: { text: LandingText; title?: string; kicker?: string }) {
  return (
    <header className="broadband-page__header">
      {kicker ? <p className="broadband-page__kicker">{kicker}</p> : null}
      <h1>{title ?? text.headline}</h1>
      {text.dek ? <p className="broadband-page__dek">{text.dek}</p> : null}
    </header>
  );
}

export function LandingIntro({ text }: { text: LandingText }) {
  // Sanitised by the body pipeline's allow-list; never raw content.
  return text.bodyHtml ? <div className="broadband-page__intro" dangerouslySetInnerHTML={{ __html: text.bodyHtml }} /> : null;
}

export function LandingSections({ sections }: { sections: readonly LandingSection[] }) {
  return sections.map((section) => (
    <section key={section.id} className="broadband-page__section" data-section={section.id}>
      <h2>{section.title}</h2>
      {section.bodyHtml ? <div dangerouslySetInnerHTML={{ __html: section.bodyHtml }} /> : null}
      {section.links.length > 0 ? (
        <ul>
          {section.links.map((link) => (
            <li key={`${link.url}-${link.title}`}>
              <a href={link.url}>{link.title}</a>
              {link.description ? ` — ${link.description}` : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  ));
}
