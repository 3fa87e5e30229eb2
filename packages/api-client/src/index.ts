export { createApi, defaultApiConfig, type Api, type ApiConfig } from './clients';
export { AppError, isAppError, NOT_LOGGED_IN, onNotLoggedIn, type AppErrorInit } from './errors';
export {
  contentList,
  contentPage,
  type ContentPage,
  contentStatus,
  contentValue,
  settle,
  unwrap,
  type Failure,
  type MaintenanceStatus,
} from './answers';

export type {
  paths as PlayerPaths,
  components as PlayerComponents,
  operations as PlayerOperations,
} from './generated/player';
export type {
  paths as ContentPaths,
  components as ContentComponents,
  operations as ContentOperations,
} from './generated/content';
export type {
  paths as AvatarPaths,
  components as AvatarComponents,
  operations as AvatarOperations,
} from './generated/avatar';
export type { paths as CmsPaths, components as CmsComponents, operations as CmsOperations } from './generated/cms';

import type { components } from './generated/player';
type Schemas = components['schemas'];
/** The common answer envelope `{ success, error, errorCode, params }`. */
export type Envelope = Schemas['Envelope'];
/** The error catalogue of spec section 8. */
export type ErrorCode = Schemas['ErrorCode'];
export type ErrorParams = Schemas['ErrorParams'];
