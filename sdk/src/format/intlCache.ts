/** One Intl formatter per language and options: lists format hundreds of cells, and each formatter is costly to make. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, language: string, options: object, make: () => T): T {
  const key = kind + language + JSON.stringify(options);
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

export const numberFormat = (language: string, options: Intl.NumberFormatOptions) =>
  cached('n', language, options, () => new Intl.NumberFormat(language, options));
export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  cached('d', language, options, () => new Intl.DateTimeFormat(language, options));
