/**
 * Comments on a partner. Mentioned members (their user ids, checked to be members of the workspace) are told
 * by a notification carrying the comment, when they may view partners then. Only the author edits or deletes a comment.
 */
import { inEveryLanguage, type ModuleRequestContext, type ModuleRoutes, type ModuleServices } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import { logActivity } from '../activityLog';
import { issue } from '../../shared/documents/issues';
import { issuesError } from '../issueErrors';
import { comments } from '../tables';
import { findPartner } from './partnerStore';

const PartnerParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const CommentParams = Type.Object({ id: Type.String({ format: 'uuid' }), commentId: Type.String({ format: 'uuid' }) });
const CommentBody = Type.Object({
  text: Type.Optional(Type.Unknown()),
  mentions: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 50 })),
});
const TEXT_MAX = 5000;

type CommentRow = typeof comments.$inferSelect;

function commentJson({ workspaceId: _workspace, ...fields }: CommentRow) {
  return fields;
}

export function commentRoutes({ http, db, errors, messages, members, notifications, permissions }: ModuleServices): ModuleRoutes {
  const { orm } = db;

  async function partnerOr404(workspaceId: string, id: string) {
    const partner = await findPartner(orm, workspaceId, id);
    if (!partner) throw errors.moduleError('partners.notFound', 404);
    return partner;
  }

  async function ownComment(workspaceId: string, partnerId: string, commentId: string, userId: string): Promise<CommentRow> {
    const [row] = await orm
      .select()
      .from(comments)
      .where(and(eq(comments.id, commentId), eq(comments.partnerId, partnerId), eq(comments.workspaceId, workspaceId)));
    if (!row) throw errors.moduleError('comments.notFound', 404);
    if (row.authorId !== userId) throw errors.moduleError('comments.notAuthor', 403);
    return row;
  }

  /** The members named, checked to be of the workspace: a stranger's id refuses the whole comment. */
  async function membersNamed(workspaceId: string, ids: readonly string[] | undefined, locale: 'ru' | 'en') {
    const wanted = [...new Set(ids ?? [])];
    const mentioned = await members.byIds(workspaceId, wanted);
    if (mentioned.length !== wanted.length) throw issuesError(messages, [issue('mentions', 'comments.mentionNotMember')], locale);
    return { wanted, mentioned };
  }

  /** Tells each member mentioned (not the author) through the platform's notifications, as kanban does for cards. */
  async function notifyMentioned(
    context: ModuleRequestContext,
    partner: { id: string; name: string },
    comment: CommentRow,
    mentioned: readonly { userId: string }[],
  ) {
    const author = (await members.user(context.userId))?.name ?? '';
    for (const member of mentioned) {
      if (member.userId === context.userId) continue;
      await notifications.send({
        userId: member.userId,
        type: 'comment',
        workspaceId: context.workspaceId,
        about: { permission: 'partner.view' },
        title: inEveryLanguage(messages, 'comments.mentionTitle', { author, partner: partner.name }),
        message: comment.text.slice(0, 2000),
        data: { targetUrl: `/modules/contragents/partners/${partner.id}`, clickable: true, partnerId: partner.id, commentId: comment.id },
      });
    }
  }

  function textOf(value: unknown, locale: 'ru' | 'en'): string {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) throw issuesError(messages, [issue('text', 'comments.textRequired')], locale);
    if (text.length > TEXT_MAX) throw issuesError(messages, [issue('text', 'comments.textTooLong', { max: TEXT_MAX })], locale);
    return text;
  }

  return async (router) => {
    router.get('/partners/:id/comments', { schema: { params: PartnerParams } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.view');
      const partner = await partnerOr404(context.workspaceId, request.params.id);
      const rows = await orm.select().from(comments).where(eq(comments.partnerId, partner.id)).orderBy(asc(comments.createdAt));
      return { comments: rows.map(commentJson) };
    });

    router.post('/partners/:id/comments', { schema: { params: PartnerParams, body: CommentBody } }, async (request, reply) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.edit');
      const partner = await partnerOr404(context.workspaceId, request.params.id);
      const text = textOf(request.body.text, context.locale);
      const { wanted, mentioned } = await membersNamed(context.workspaceId, request.body.mentions, context.locale);
      const comment = await orm.transaction(async (tx) => {
        const [row] = await tx
          .insert(comments)
          .values({ workspaceId: context.workspaceId, partnerId: partner.id, authorId: context.userId, text, mentions: wanted })
          .returning();
        await logActivity(tx, {
          workspaceId: context.workspaceId,
          partnerId: partner.id,
          actorId: context.userId,
          action: 'comment.added',
        });
        return row!;
      });
      await notifyMentioned(context, partner, comment, mentioned);
      return reply.code(201).send({ comment: commentJson(comment) });
    });

    router.patch('/partners/:id/comments/:commentId', { schema: { params: CommentParams, body: CommentBody } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.view');
      const partner = await partnerOr404(context.workspaceId, request.params.id);
      const current = await ownComment(context.workspaceId, partner.id, request.params.commentId, context.userId);
      const text = textOf(request.body.text, context.locale);
      // An edit may name someone new: they hear of it once; who was mentioned before is not told again.
      const named =
        request.body.mentions === undefined ? null : await membersNamed(context.workspaceId, request.body.mentions, context.locale);
      const [row] = await orm
        .update(comments)
        .set({ text, ...(named ? { mentions: named.wanted } : {}), updatedAt: new Date() })
        .where(eq(comments.id, current.id))
        .returning();
      if (named)
        await notifyMentioned(
          context,
          partner,
          row!,
          named.mentioned.filter((member) => !current.mentions.includes(member.userId)),
        );
      return { comment: commentJson(row!) };
    });

    router.delete('/partners/:id/comments/:commentId', { schema: { params: CommentParams } }, async (request, reply) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.view');
      const partner = await partnerOr404(context.workspaceId, request.params.id);
      const current = await ownComment(context.workspaceId, partner.id, request.params.commentId, context.userId);
      await orm.delete(comments).where(eq(comments.id, current.id));
      return reply.code(204).send();
    });
  };
}
