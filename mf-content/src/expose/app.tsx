import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { LOCALES } from '@rednest/shared/contracts';
const Root = () => <p>content {LOCALES.length}</p>;
const lifecycles = singleSpaReact({ React, ReactDOMClient, rootComponent: Root, errorBoundary: () => <p>error</p> });
export const { bootstrap, mount, unmount } = lifecycles;
