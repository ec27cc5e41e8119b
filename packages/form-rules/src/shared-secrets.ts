/** Production refuses a shorter shared secret: one signed link is enough to guess it offline. */
export const SHARED_SECRETS = ["REVALIDATE_SECRET", "PREVIEW_SECRET"] as const;
export const SECRET_MIN_LENGTH = 32;

/** The shared secrets that are set but too short, in the order above. */
export function shortSecrets(environment: Partial<Record<(typeof SHARED_SECRETS)[number], string>>): string[] {
  return SHARED_SECRETS.filter((name) => {
    const value = environment[name]?.trim();
    return value !== undefined && value !== "" && value.length < SECRET_MIN_LENGTH;
  });
}

export function shortSecretsSentence(names: readonly string[]): string {
  return `Production secrets shorter than ${SECRET_MIN_LENGTH} characters: ${names.join(", ")}.`;
}
