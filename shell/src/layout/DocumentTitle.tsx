import { instanceDisplayName, useInstanceSettings } from '@artel/sdk/host';
import { useEffect } from 'react';

/**
 * The tab's title: the page's heading and the instance's name («Счета — Стройка»). Read from the page's h1, so
 * every page of the shell and of every module is named without each declaring a title; checked once per frame.
 */
export function DocumentTitle() {
  const name = instanceDisplayName(useInstanceSettings());
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const heading = document.querySelector('h1')?.textContent?.trim();
      const title = heading && heading !== name ? `${heading} — ${name}` : name;
      if (document.title !== title) document.title = title;
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [name]);
  return null;
}
