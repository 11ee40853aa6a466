// What a reader sees when rendering the error page itself failed (spec 000 §2.7).
// Plain markup with no dependency on React or page data, so it cannot fail again.
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function renderErrorFallback(details: string, homeHref: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>An error occurred while showing the error page</title></head><body><main><h1>An error occurred while showing the error page</h1><p>Unfortunately an error occurred and while showing the error page another error occurred</p><pre>${escapeHtml(details)}</pre><p><a href="${escapeHtml(homeHref)}">Go back to home</a></p></main></body></html>`;
}
