// Pros and cons text splits on a tilde or a period plus space, dropping empties (spec 000 §5).
export function splitProsCons(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/~|\.\s+/)
    .map((part) => part.trim().replace(/\.$/, '').trim())
    .filter((part) => part.length > 0);
}
