/** One fold of cross-validation: train without a group of messages, detect on that group. */
import { featuresOf, trainClassifier, type FeatureSet } from '../server/detection/classifier';
import { detectTask } from '../server/detection/detector';
import { threadsOf } from '../server/detection/thread';
import type { LabelledMessage, TaskDetection } from '../server/detection/types';

/** Plain data, so that a worker thread can receive it as it is. */
export interface FoldSetup {
  labelled: LabelledMessage[];
  /** Each message's group (its chat or trade), in the same order: a fold holds out one group. */
  groups: string[];
  featureSet: FeatureSet;
  calibrate: boolean;
}

/** Threads and features are computed once here, then shared by every fold the runner is asked for. */
export function foldRunner({ labelled, groups, featureSet, calibrate }: FoldSetup): (group: string) => TaskDetection[] {
  const threads = threadsOf(labelled);
  const features = labelled.map((m, i) => featuresOf(m, featureSet, threads[i]));
  return (group) => {
    const training = groups.map((g) => g !== group);
    const model = trainClassifier(
      labelled.filter((_, i) => training[i]),
      { featureSet, calibrate, features: features.filter((_, i) => training[i]) },
    );
    return labelled.flatMap((m, i) => (training[i] ? [] : [detectTask(m, { model, thread: threads[i] })]));
  };
}
