/** The part of petrovich (Russian name inflection, no types of its own) the contract preamble uses. */
declare module 'petrovich' {
  type Gender = 'male' | 'female' | 'androgynous';
  interface Person {
    gender?: Gender;
    first?: string;
    middle?: string;
    last?: string;
  }
  interface Petrovich {
    (person: Person, grammaticalCase: 'genitive'): Person & { gender: Gender };
    detect_gender(middle: string): Gender;
  }
  const petrovich: Petrovich;
  export default petrovich;
}
