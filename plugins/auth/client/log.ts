// Sign-in errors are logged only (spec 001 §8), with the spec's messages.
export function logAuthError(message: string, error?: unknown): void {
  console.error(message, error instanceof Error ? error.message : (error ?? ''));
}
