import { isAppError, raise } from './errors';
import type { paths as ContentPaths } from './generated/content';

/** What an openapi-fetch call resolves to. */
interface Answer<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/**
 * The data of a player or avatar call. Throws an AppError when the answer has an error, says `success: false`,
 * is not 2xx or has no body. Network failures (fetch rejecting) pass through unchanged.
 */
export async function unwrap<Data>(promise: Promise<Answer<Data>>): Promise<Data> {
  const { data, error, response } = await promise;
  if (error === undefined && response.ok && data !== undefined && field(data, 'success') !== false) return data;
  const body = error ?? data;
  const errorCode = field(body, 'errorCode');
  const message = field(body, 'error');
  const params = field(body, 'params');
  return raise({
    status: response.status,
    ...(typeof errorCode === 'number' && { errorCode }),
    ...(typeof message === 'string' && message !== '' && { message }),
    ...(typeof params === 'object' && params !== null && { params: params as Record<string, unknown> }),
  });
}

/** The data of a content call, or `fallback` when the answer is empty, not 2xx or fails, network failures included. */
export async function contentValue<Data>(promise: Promise<Answer<Data>>, fallback: Data): Promise<Data> {
  try {
    const { data, response } = await promise;
    return response.ok ? (data ?? fallback) : fallback;
  } catch {
    return fallback;
  }
}

/** A content list, or `[]` when the answer is empty or fails. */
export const contentList = <Item>(promise: Promise<Answer<Item[]>>): Promise<Item[]> => contentValue(promise, []);

/** A page of a content list and how long the whole list is. */
export interface ContentPage<Item> {
  items: Item[];
  total: number;
}

/**
 * A page of a content list (asked with `limit` and `offset`) and the whole list's length from its X-Total-Count
 * header (the page's own length when the header is missing or not a count); no items and 0 when the answer is empty
 * or fails.
 */
export async function contentPage<Item>(promise: Promise<Answer<Item[]>>): Promise<ContentPage<Item>> {
  try {
    const { data, response } = await promise;
    if (!response.ok || !Array.isArray(data)) return { items: [], total: 0 };
    const said = Number(response.headers.get('x-total-count') ?? Number.NaN);
    return { items: data, total: Number.isInteger(said) && said >= data.length ? said : data.length };
  } catch {
    return { items: [], total: 0 };
  }
}

export type MaintenanceStatus = ContentPaths['/status']['get']['responses'][200]['content']['application/json'];

/** The maintenance status, or no maintenance and no disruption when the answer is empty or fails. */
export const contentStatus = (promise: Promise<Answer<MaintenanceStatus>>): Promise<MaintenanceStatus> =>
  contentValue(promise, { maintenance: null, serviceDisruption: null });

/** A failed envelope as `settle` returns it. */
export interface Failure {
  success: false;
  error: string;
  errorCode?: number;
  params?: Record<string, unknown>;
}

/**
 * The envelope of a password change or update call, never a rejection: an AppError becomes its failed envelope,
 * any other failure (network) `{ success: false, error: 'Unexpected error' }`.
 */
export async function settle<Data>(promise: Promise<Answer<Data>>): Promise<Data | Failure> {
  try {
    return await unwrap(promise);
  } catch (error) {
    if (!isAppError(error)) return { success: false, error: 'Unexpected error' };
    return { success: false, error: error.message, errorCode: error.errorCode, params: error.params };
  }
}
