/** az (Az.js) ships no types; this is the part of its API the detector uses. */
declare module 'az' {
  export interface Tag {
    POST?: string;
    toString(): string;
    [grammeme: string]: unknown;
  }
  export interface Parse {
    word: string;
    tag: Tag;
    normalize(keepPOS?: boolean): Parse;
  }
  export interface MorphConfig {
    parsers?: string[];
    typos?: number;
    stutter?: number;
  }
  export interface Morph {
    (word: string, config?: MorphConfig): Parse[];
    init(path: string, callback: (error: Error | null) => void): void;
  }
  const Az: {
    Morph: Morph;
    load(url: string, responseType: 'json' | 'arraybuffer', callback: (error: Error | null, data?: unknown) => void): void;
  };
  export default Az;
}
