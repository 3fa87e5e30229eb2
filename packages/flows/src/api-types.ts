import type { PlayerComponents, PlayerPaths } from '@casino/api-client';

/** The player API's schemas (spec section 3), as machines type their inputs, outputs and context. */
export type Schemas = PlayerComponents['schemas'];

type PostPath = { [P in keyof PlayerPaths]: PlayerPaths[P] extends { post: object } ? P : never }[keyof PlayerPaths];

/** The body a POST call sends: its form-encoded or multipart content. */
export type PostBody<P extends PostPath> = PlayerPaths[P]['post'] extends {
  requestBody?: { content: infer C };
}
  ? C[keyof C]
  : never;
