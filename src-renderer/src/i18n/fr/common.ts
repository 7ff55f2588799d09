// Words every part of the app uses: ages, as-of lines, the settings' language and number format.
export const COMMON: Readonly<Record<string, string>> = {
  'just now': 'à l’instant',
  '{n}s ago': 'il y a {n} s',
  '{n}m ago': 'il y a {n} min',
  '{n}h ago': 'il y a {n} h',
  '{n}d ago': 'il y a {n} j',
  '{n}mo ago': 'il y a {n} mois',
  '{n}y ago': 'il y a {n} an(s)',
  'never fetched': 'jamais reçu',
  'fetched {time}': 'reçu à {time}',
  'fetched on {moment}': 'reçu le {moment}',
  Language: 'Langue',
  'System ({language})': 'Système ({language})',
  'Number format': 'Format des nombres',
  "The language's ({sample})": 'Celui de la langue ({sample})',
};
