/**
 * The shell's single-spa entry: always active, renders the frame (top bar, sidebar, core pages) and the
 * outlet where module applications appear. It talks to modules only through @artel/sdk.
 */
import { languageLoaded, registerCoreNavigation } from '@artel/sdk/host';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { App } from './App';
import { registerShellTranslations } from './i18n/shellTranslations';
import { startCloseButtonLabels } from './layout/closeButtonLabels';
import { reportShellError } from './reportShellError';
import { ShellCrash } from './ShellCrash';
import { startTheme } from './theme/themeModel';

registerShellTranslations();
registerCoreNavigation();
startTheme();
startCloseButtonLabels();

function shellRoot(): HTMLElement {
  const existing = document.getElementById('artel-shell');
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = 'artel-shell';
  document.body.prepend(element);
  return element;
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: App,
  domElementGetter: shellRoot,
  errorBoundary(error: Error) {
    reportShellError(error);
    return <ShellCrash />;
  },
});

/** A start in a lazily loaded language (English) renders nothing until its texts are in: no keys, no Russian. */
export const bootstrap = [languageLoaded, lifecycles.bootstrap];
export const { mount, unmount } = lifecycles;
