/**
 * What every viewer of a board sees (columns, labels, card faces) as the inside of the board view's JSON object,
 * kept face by face so a write that changed one card makes the next version from this one: that card's face
 * replaced, added or taken out, instead of the database building all 4,000 again.
 */

/** One card as the board shows it (CardSummary in schemas.ts), as JSON text, with what orders it. */
export interface CardFace {
  id: string;
  rank: string;
  json: string;
}

/**
 * The board's order, rank then id as the database sorts them with collate "C": ranks and ids are ASCII, where
 * comparing UTF-16 code units (JavaScript's `<`) and bytes agree.
 */
const before = (a: CardFace, b: CardFace) => a.rank < b.rank || (a.rank === b.rank && a.id < b.id);

function insertionIndex(faces: readonly CardFace[], face: CardFace): number {
  let low = 0;
  let high = faces.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(faces[middle]!, face)) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class SharedBoardView {
  /** `"columns":[…],"labels":[…],"cards":[…]`, without braces. */
  readonly text: string;

  /** `head`: `"columns":[…],"labels":[…],"cards":`; `faces` in the board's order. */
  constructor(
    private readonly head: string,
    private readonly faces: readonly CardFace[],
  ) {
    this.text = `${head}[${faces.map((face) => face.json).join(',')}]`;
  }

  /** This view with the card's face as it is now: `face` null when it left the board view (archived, deleted). */
  withCard(cardId: string, face: CardFace | null): SharedBoardView {
    const faces = this.faces.filter((existing) => existing.id !== cardId);
    if (face) faces.splice(insertionIndex(faces, face), 0, face);
    return new SharedBoardView(this.head, faces);
  }
}
