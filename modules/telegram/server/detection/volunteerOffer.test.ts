import { detectTask } from './detector';
import { threadsOf } from './thread';
import type { ChatMessage } from './types';

// Wednesday 18 November 2026 in Moscow.
const chat = (messages: Array<Omit<ChatMessage, 'sent_at' | 'chat'> & { at: string }>): ChatMessage[] =>
  messages.map(({ at, ...m }) => ({ ...m, chat: 'Цех', sent_at: `2026-11-18T${at}:00+03:00` }));

const dueOfLast = (messages: ChatMessage[]) => detectTask(messages.at(-1)!, { thread: threadsOf(messages).at(-1) }).due;

describe('confirming an offer hands over the request with its day', () => {
  it.each([
    ['I can do it tonight, easy', "ok, it's yours"],
    ["I'll take it, no problem", 'great, keep it short'],
    ['могу к 9, я рядом', 'Костя, бери, ключи в боксе'],
    ['я сделаю, у меня шаблон есть', 'бери, только покажи мне'],
  ])('«%s» then «%s»: the request’s Friday', (offer, confirm) => {
    const thread = chat([
      { id: '1', author: 'lead', at: '10:00', text: 'can someone redo the safety poster for the canteen by Friday?' },
      { id: '2', author: 'mia', at: '10:05', text: offer, reply_to: '1' },
      { id: '3', author: 'lead', at: '10:06', text: confirm, reply_to: '2' },
    ]);
    expect(dueOfLast(thread)).toBe('2026-11-20');
  });

  it('an offer that answers no request hands nothing over', () => {
    const thread = chat([
      { id: '1', author: 'lead', at: '10:00', text: 'can someone redo the safety poster for the canteen by Friday?' },
      { id: '2', author: 'mia', at: '10:05', text: 'I can call the printer about the toner, I have their number' },
      { id: '3', author: 'lead', at: '10:06', text: 'sounds good, send me what they say', reply_to: '2' },
    ]);
    expect(dueOfLast(thread)).toBeNull();
  });
});
