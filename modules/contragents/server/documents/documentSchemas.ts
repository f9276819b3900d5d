/** The params and bodies the document routes share; a body's fields are read and checked by documentInput.ts. */
import { Type } from '@sinclair/typebox';

export const DocumentParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const AnyBody = Type.Record(Type.String(), Type.Unknown());
