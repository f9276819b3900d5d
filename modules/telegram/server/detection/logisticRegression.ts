/**
 * Binary logistic regression over sparse named features, trained by full-batch gradient descent with
 * Adam and L2. The data is a few hundred messages, so this is exact enough and fast (tens of ms).
 */

export type SparseVector = Map<string, number>;

export interface LogisticModel {
  bias: number;
  weights: Record<string, number>;
}

export interface TrainOptions {
  l2: number;
  epochs: number;
  learningRate: number;
}

/** L2 chosen by leave-one-trade-out cross-validation on the corpus among 0.0005, 0.001, 0.002, 0.005 and 0.01. */
export const DEFAULT_TRAIN_OPTIONS: TrainOptions = { l2: 0.001, epochs: 300, learningRate: 0.05 };

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

export function score(model: LogisticModel, x: SparseVector): number {
  let z = model.bias;
  for (const [name, value] of x) z += (model.weights[name] ?? 0) * value;
  return z;
}

export function train(xs: SparseVector[], ys: boolean[], options: TrainOptions = DEFAULT_TRAIN_OPTIONS): LogisticModel {
  const index = new Map<string, number>();
  const offsets = new Int32Array(xs.length + 1);
  const ids: number[] = [];
  const values: number[] = [];
  xs.forEach((x, i) => {
    for (const [name, value] of x) {
      let id = index.get(name);
      if (id === undefined) {
        id = index.size;
        index.set(name, id);
      }
      ids.push(id);
      values.push(value);
    }
    offsets[i + 1] = ids.length;
  });
  const featureIds = Int32Array.from(ids);
  const featureValues = Float64Array.from(values);
  const targets = Float64Array.from(ys, (y) => (y ? 1 : 0));
  const n = index.size + 1;
  const biasId = n - 1;
  const w = new Float64Array(n);
  const m = new Float64Array(n);
  const v = new Float64Array(n);
  const grad = new Float64Array(n);
  const beta1 = 0.9;
  const beta2 = 0.999;
  const rows = xs.length;
  for (let epoch = 1; epoch <= options.epochs; epoch += 1) {
    grad.fill(0);
    for (let i = 0; i < rows; i += 1) {
      const from = offsets[i] as number;
      const to = offsets[i + 1] as number;
      let z = w[biasId] as number;
      for (let k = from; k < to; k += 1) z += (w[featureIds[k] as number] as number) * (featureValues[k] as number);
      const error = sigmoid(z) - (targets[i] as number);
      for (let k = from; k < to; k += 1) {
        const id = featureIds[k] as number;
        grad[id] = (grad[id] as number) + error * (featureValues[k] as number);
      }
      grad[biasId] = (grad[biasId] as number) + error;
    }
    const correction1 = 1 - beta1 ** epoch;
    const correction2 = 1 - beta2 ** epoch;
    for (let j = 0; j < n; j += 1) {
      const wj = w[j] as number;
      const g = (grad[j] as number) / rows + (j === biasId ? 0 : options.l2 * wj);
      const mj = beta1 * (m[j] as number) + (1 - beta1) * g;
      const vj = beta2 * (v[j] as number) + (1 - beta2) * g * g;
      m[j] = mj;
      v[j] = vj;
      w[j] = wj - (options.learningRate * (mj / correction1)) / (Math.sqrt(vj / correction2) + 1e-8);
    }
  }
  const weights: Record<string, number> = {};
  for (const [name, id] of index) {
    const weight = w[id] as number;
    if (Math.abs(weight) > 1e-4) weights[name] = Math.round(weight * 1e5) / 1e5;
  }
  return { bias: w[biasId] as number, weights };
}
