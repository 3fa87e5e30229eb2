import {
  defaultApiConfig,
  type AvatarPaths,
  type CmsPaths,
  type ContentPaths,
  type PlayerPaths,
} from '@casino/api-client';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/**
 * MSW handlers typed from the OpenAPI contract (@casino/api-client's generated paths), for the screen stories:
 * `content.get('/games-by-group-id={groupId}', ({ params }) => [...])` answers GET /content/games-by-group-id=3 with
 * what the contract says that operation answers (its 200 JSON), and `player.refuse('post', '/login', {...}, 401)`
 * with one of the operation's documented error bodies. The paths are the contract's, on the app's default base URLs
 * (the page's own origin), so a renamed or removed operation is a type error here.
 */

type Method = 'get' | 'post';

/** The JSON body of a response object of the generated types. */
type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

/** The responses of an operation (`Paths[path][method]`). */
type Responses<Paths, Path extends keyof Paths, M extends Method> =
  Paths[Path] extends Record<M, { responses: infer All }> ? All : never;

/** The paths that have this method with a JSON answer 200. */
type PathsWith<Paths, M extends Method> = {
  [Path in keyof Paths]: Paths[Path] extends Record<
    M,
    { responses: { 200: { content: { 'application/json': unknown } } } }
  >
    ? Path
    : never;
}[keyof Paths] &
  string;

/** What the operation answers when it succeeds: its 200 JSON. */
export type Success<Paths, Path extends keyof Paths, M extends Method> = JsonOf<
  Responses<Paths, Path, M> extends { 200: infer Ok } ? Ok : never
>;

/** Any of the operation's documented error bodies (its 4xx and default responses). */
export type Refusal<Paths, Path extends keyof Paths, M extends Method> = {
  [Status in Exclude<keyof Responses<Paths, Path, M>, 200>]: JsonOf<Responses<Paths, Path, M>[Status]>;
}[Exclude<keyof Responses<Paths, Path, M>, 200>];

/** The names of a contract path's parameters: '/game/real/{id}' -> 'id'. */
type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** What an answer function gets: the request, the path's parameters, the URL (its query) and a typed refusal. */
export interface AnswerInfo<Path extends string, Error> {
  request: Request;
  params: Record<ParamNames<Path>, string>;
  url: URL;
  /** One of the operation's documented error bodies with its status. */
  refuse: (body: Error, status: number) => Response;
}

/** The answer: a fixed body, or a function of the request giving the body (or a refusal). */
export type Answer<Path extends string, Body, Error> =
  Body | ((info: AnswerInfo<Path, Error>) => Body | Response | Promise<Body | Response>);

export interface AnswerOptions {
  /** Milliseconds before answering, or 'infinite' for a request that stays pending (a loading state). */
  wait?: number | 'infinite';
}

/** '/games-by-group-id={groupId}' as MSW's path pattern under the service's prefix: '/content/games-by-group-id=:groupId'. */
const pattern = (prefix: string, path: string) => prefix + path.replace(/\{(\w+)\}/g, ':$1');

function service<Paths>(prefix: string) {
  const handle = <M extends Method, Path extends PathsWith<Paths, M>>(
    method: M,
    path: Path,
    answer: Answer<Path, Success<Paths, Path, M>, Refusal<Paths, Path, M>>,
    { wait }: AnswerOptions = {},
  ): HttpHandler =>
    http[method](pattern(prefix, path), async ({ request, params }) => {
      if (wait !== undefined) await delay(wait);
      const body =
        typeof answer === 'function'
          ? await (answer as (info: AnswerInfo<Path, Refusal<Paths, Path, M>>) => unknown)({
              request,
              params: params as Record<ParamNames<Path>, string>,
              url: new URL(request.url),
              refuse: (error, status) => HttpResponse.json(error as object, { status }),
            })
          : answer;
      return body instanceof Response ? body : HttpResponse.json(body as object);
    });

  return {
    /** GET `path` answers `answer` (the operation's 200 JSON). */
    get: <Path extends PathsWith<Paths, 'get'>>(
      path: Path,
      answer: Answer<Path, Success<Paths, Path, 'get'>, Refusal<Paths, Path, 'get'>>,
      options?: AnswerOptions,
    ) => handle('get', path, answer, options),
    /** POST `path` answers `answer` (the operation's 200 JSON). */
    post: <Path extends PathsWith<Paths, 'post'>>(
      path: Path,
      answer: Answer<Path, Success<Paths, Path, 'post'>, Refusal<Paths, Path, 'post'>>,
      options?: AnswerOptions,
    ) => handle('post', path, answer, options),
    /** `method path` answers one of its documented error bodies with `status`. */
    refuse: <M extends Method, Path extends PathsWith<Paths, M>>(
      method: M,
      path: Path,
      body: Refusal<Paths, Path, M>,
      status: number,
      options?: AnswerOptions,
    ) => handle(method, path, ({ refuse }) => refuse(body, status), options),
    /** `method path` never answers: the screen stays in its loading state. */
    pending: <M extends Method, Path extends PathsWith<Paths, M>>(method: M, path: Path) =>
      http[method](pattern(prefix, path), async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 504 });
      }),
  };
}

/** The content service (GET /content/...). */
export const content = service<ContentPaths>(defaultApiConfig.contentBaseUrl);

/** The player API (/player-api/...). */
export const player = service<PlayerPaths>(defaultApiConfig.playerBaseUrl);

/** The internal CMS client (/cms/...): the site settings' popups. */
export const cms = service<CmsPaths>(defaultApiConfig.cmsBaseUrl);

/** The internal avatar API (/api/...). */
export const avatar = service<AvatarPaths>(defaultApiConfig.avatarBaseUrl);
