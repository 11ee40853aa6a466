// The head of the plugin's landing pages (headline, dek, optional kicker) and their intro
// (the static content's body, from the body pipeline).
import type { LandingText } from './page-props.ts';

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
