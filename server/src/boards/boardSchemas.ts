/** Wire shapes of the board calls (SPEC §3 'Board', §7). */
import { type Static, Type } from '@sinclair/typebox';

const BOARD_NAME_MAX_LENGTH = 100;
const BOARD_DESCRIPTION_MAX_LENGTH = 500;

export const BoardSchema = Type.Object({
  id: Type.String(),
  workspaceId: Type.String(),
  name: Type.String(),
  description: Type.String(),
  createdById: Type.Union([Type.String(), Type.Null()]),
  /** The caller's board role. */
  role: Type.Union([
    Type.Literal('board_admin'),
    Type.Literal('editor'),
    Type.Literal('commenter'),
    Type.Literal('board_viewer'),
    Type.Null(),
  ]),
  /** When a module holding the board's content archived it (BoardArchives); null while it is active. */
  archivedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type BoardJson = Static<typeof BoardSchema>;

/** Trimmed before the length checks, so a name of spaces is refused as empty. */
export const CreateBoardBodySchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: BOARD_NAME_MAX_LENGTH, pattern: '\\S' }),
  description: Type.Optional(Type.Union([Type.String({ maxLength: BOARD_DESCRIPTION_MAX_LENGTH }), Type.Null()])),
  /**
   * Let the modules that hold boards' content set the board up as a person starting one expects (kanban: its
   * default columns). The app's forms ask for it; an API caller building a board of its own leaves it out.
   */
  withDefaults: Type.Optional(Type.Boolean()),
});
