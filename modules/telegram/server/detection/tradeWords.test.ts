import { trainClassifier } from './classifier';
import { withCuePairs } from './cuePairs';
import { messageFeatures } from './features';
import { withoutTradeWords } from './tradeWords';
import type { LabelledMessage } from './types';

describe('cues weighed in pairs', () => {
  it('adds each pair of the cues a message has, and nothing for its words', () => {
    const features = withCuePairs(
      new Map([
        ['cue:question', 1],
        ['ctx:reply', 1],
        ['cue:vocative', 1],
        ['w:насос', 0.4],
      ]),
    );
    expect([...features.keys()].filter((f) => f.startsWith('pair:')).sort()).toEqual([
      'pair:ctx:reply|cue:question',
      'pair:ctx:reply|cue:vocative',
      'pair:cue:question|cue:vocative',
    ]);
  });

  it('gives a message with a single cue no pair', () => {
    expect([
      ...withCuePairs(
        new Map([
          ['cue:question', 1],
          ['w:кто', 0.5],
        ]),
      ).keys(),
    ]).toEqual(['cue:question', 'w:кто']);
  });

  it('is part of every message features', () => {
    const features = messageFeatures({ id: '1', text: 'Миша, глянь насос до пятницы?', sent_at: '2026-03-02T09:00:00+03:00' });
    expect(features.get('pair:cue:question|cue:vocative')).toBe(0.5);
  });
});

describe('one trade vocabulary left out of training', () => {
  it('keeps a word seen in three trades and drops one seen in two, however often', () => {
    const x = (...names: string[]) => new Map(names.map((n) => [n, 1]));
    const kept = withoutTradeWords(
      [x('w:заказ', 'w:опалубк'), x('w:заказ', 'w:опалубк'), x('w:заказ', 'w:опалубк'), x('w:заказ', 'cue:question')],
      ['стройка', 'стройка', 'пекарня', 'салон'],
    );
    expect(kept.map((k) => [...k.keys()])).toEqual([['w:заказ'], ['w:заказ'], ['w:заказ'], ['w:заказ', 'cue:question']]);
  });

  it('never drops cues or their pairs, however rare', () => {
    const kept = withoutTradeWords(
      [
        new Map([
          ['cue:sarcasm', 1],
          ['pair:cue:question|cue:sarcasm', 0.5],
        ]),
      ],
      ['бар'],
    );
    expect([...kept[0]!.keys()]).toEqual(['cue:sarcasm', 'pair:cue:question|cue:sarcasm']);
  });

  it('leaves a trade’s own word without weight in the trained model', () => {
    const message = (id: string, trade: string, text: string, is_task: boolean): LabelledMessage => ({
      id,
      trade,
      chat: trade,
      text,
      sent_at: '2026-03-02T09:00:00+03:00',
      is_task,
      title: null,
      assignee: null,
      due: null,
      priority: null,
    });
    const model = trainClassifier(
      [
        message('1', 'a', 'закажи опалубку', true),
        message('2', 'a', 'опалубку привезли', false),
        message('3', 'b', 'закажи краску', true),
        message('4', 'c', 'закажи плитку', true),
        message('5', 'b', 'краску привезли', false),
        message('6', 'c', 'плитку привезли', false),
      ],
      { featureSet: 'linguistic', calibrate: false },
    );
    expect(Object.keys(model.logistic.weights).some((f) => f.includes('опалубк'))).toBe(false);
    expect(Object.keys(model.logistic.weights).some((f) => f === 'w:закаж')).toBe(true);
  });
});
