/** wink-lemmatizer ships no types; this is the part of its API the detector uses. */
declare module 'wink-lemmatizer' {
  const lemmatize: {
    /** The base form of a verb form ("ironed" → "iron", "done" → "do"); the word itself when WordNet has no such verb form. */
    verb(word: string): string;
  };
  export default lemmatize;
}
