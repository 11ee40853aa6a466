// Author rules (spec 000 §3).
import type { Author, User } from '../schemas/people.ts';

export const MEDICAL_REVIEWER_ROLE = 'Medical Reviewer';

/** An author is valid only with a username. */
export function isValidAuthor(author: Author | undefined): author is Author & { username: string } {
  return Boolean(author?.username && author.username.trim() !== '');
}

export function isMedicalReviewer(author: Author | undefined): boolean {
  return Boolean(author?.roles?.some((role) => role.name === MEDICAL_REVIEWER_ROLE));
}

/** The twitter handle shown with a leading @. */
export function twitterHandle(author: Pick<Author, 'socialProfileIds'> | undefined): string | undefined {
  const raw = author?.socialProfileIds?.twitter?.trim().replace(/^@+/, '');
  return raw ? `@${raw}` : undefined;
}

/** Full name: first plus last, trimmed (spec 000 §3 User). */
export function fullName(person: Pick<User, 'firstName' | 'lastName'> | undefined): string {
  return `${person?.firstName ?? ''} ${person?.lastName ?? ''}`.trim();
}

/** Author profile path: /profiles/{username}/, username lowercased (spec 000 §2.2). */
export function authorProfilePath(author: Author): string | undefined {
  return isValidAuthor(author) ? `/profiles/${encodeURIComponent(author.username.toLowerCase())}/` : undefined;
}
