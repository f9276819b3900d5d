import { createModuleSdk } from '../testing';
import { createSdkHolder } from './sdkHolder';

it('hands out the SDK install() bound, and refuses before install and after the cleanup', () => {
  const holder = createSdkHolder('wiki');
  expect(() => holder.get()).toThrow('The wiki module is not installed');
  const sdk = createModuleSdk('wiki');
  const unbind = holder.bind(sdk);
  expect(holder.get()).toBe(sdk);
  unbind();
  expect(() => holder.get()).toThrow('The wiki module is not installed');
});

it("keeps a newer install's SDK when the previous install's cleanup runs after it", () => {
  const holder = createSdkHolder('kanban');
  const first = createModuleSdk('kanban');
  const second = createModuleSdk('kanban');
  const unbindFirst = holder.bind(first);
  holder.bind(second);
  unbindFirst();
  expect(holder.get()).toBe(second);
});
