// The function catalog (titles and descriptions), the key map, HELP and each screen's glossary.
export const COMMANDS: Readonly<Record<string, string>> = {};
